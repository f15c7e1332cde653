import type { ZodError } from 'zod';

/** A zod error as one line per issue, naming the lesson by its id rather than by its index. */
export function fromZodError(error: ZodError, raw: unknown): string {
  return error.issues
    .map((i) => {
      const [index, ...rest] = i.path;
      const id = Array.isArray(raw) && typeof index === 'number' ? (raw[index] as { id?: string } | undefined)?.id : undefined;
      const where = id ? `lesson "${id}"${rest.length ? ` at ${rest.join('.')}` : ''}` : i.path.join('.') || 'the file';
      return `${where}: ${i.message}`;
    })
    .join('; ');
}

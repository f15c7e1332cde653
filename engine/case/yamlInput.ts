import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';

/** A file that is not valid YAML, or whose data its schema refuses: the message names the file and the field. */
export class YamlInputError extends Error {
  override name = 'YamlInputError';
}

/** How a schema's refusal is said: each field at fault with its message. */
export const issuesText = (error: z.ZodError): string => error.issues.map((i) => `${i.path.length ? `${i.path.join('.')}: ` : ''}${i.message}`).join('; ');

/**
 * YAML text read through a zod schema, the one way every YAML file of the project is read (case
 * files, lessons, scenarios, explanations): the data, or a YamlInputError that starts with `name`.
 * Pure; the caller reads the file, each in its own way (the commands with their input limit).
 */
export function parseYamlAs<T>(text: string, schema: z.ZodType<T, z.ZodTypeDef, unknown>, name: string, describe: (error: z.ZodError, raw: unknown) => string = issuesText): T {
  let raw: unknown;
  try {
    raw = parseYaml(text);
  } catch (e) {
    throw new YamlInputError(`${name}: ${(e as Error).message}`);
  }
  const parsed = schema.safeParse(raw ?? undefined);
  if (!parsed.success) throw new YamlInputError(`${name}: ${describe(parsed.error, raw)}`);
  return parsed.data;
}

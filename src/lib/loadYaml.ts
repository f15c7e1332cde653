import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { parseYamlAs, YamlInputError } from '../../engine/case/yamlInput';

/**
 * A content file read at build time through its schema; a fault stops the build with the file and
 * the field, as the loader's own error (`error`) when it has one.
 */
export function loadYamlFile<T>(
  path: string,
  schema: z.ZodType<T, z.ZodTypeDef, unknown>,
  options: { error?: new (message: string) => Error; describe?: (error: z.ZodError, raw: unknown) => string; /** How messages name the file; its path by default. */ name?: string } = {},
): T {
  try {
    return parseYamlAs(readFileSync(path, 'utf8'), schema, options.name ?? path, options.describe);
  } catch (e) {
    if (e instanceof YamlInputError && options.error) throw new options.error(e.message);
    throw e;
  }
}

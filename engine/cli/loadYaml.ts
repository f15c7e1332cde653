import type { z } from 'zod';
import { parseYamlAs } from '../case/yamlInput';
import { MAX_INPUT_BYTES, readCapped } from './cappedInput';

/** A command's YAML file (a case file, a differences table), read within the input limit and through its schema. */
export function loadYaml<T>(path: string, schema: z.ZodType<T, z.ZodTypeDef, unknown>): T {
  const input = readCapped(path);
  if (input.over) throw new Error(`${path}: more than ${MAX_INPUT_BYTES / 1e6} MB, far more than a case file holds; not read.`);
  return parseYamlAs(input.text, schema, path);
}

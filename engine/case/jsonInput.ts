import { InputError } from '../inputError';

/**
 * JSON from the user, parsed. A key `__proto__` is refused: JSON.parse keeps it as an own key, but
 * the schema's records copy keys by assignment, where it would vanish without a word (a centre
 * owned by nobody). No field of the CLI's formats is named so.
 */
export function readJson(raw: string, what: string): unknown {
  let protoKey = false;
  // The reviver costs a little on every key; only an input that spells the name pays it.
  const reviver = raw.includes('__proto__')
    ? (key: string, value: unknown) => {
        if (key === '__proto__') protoKey = true;
        return value;
      }
    : undefined;
  let json: unknown;
  try {
    json = JSON.parse(raw, reviver);
  } catch (e) {
    throw new InputError(`${what} is not valid JSON: ${(e as Error).message}`);
  }
  if (protoKey) throw new InputError(`${what} has a key "__proto__", which names nothing in this format.`);
  return json;
}

import type { ParseResult } from '../orders/parseTypes';
import { InputError } from '../inputError';

/**
 * `--strict`: refuse the sheet at its first line that names no province or
 * orders an empty province, as the CLI did before such lines were reported
 * and ignored (seed 004). For scripts that would rather stop than guess.
 */
export function refuseUnassignable(parse: ParseResult, text: string, where: string): void {
  const fatal = parse.diagnostics.find((d) => d.severity === 'error' && (d.code === 'unknown-province' || d.code === 'no-unit'));
  if (!fatal) return;
  const line = text.split(/\r?\n/)[fatal.line - 1] ?? '';
  throw new InputError(`${where}line ${fatal.line}, column ${fatal.column}: ${fatal.message}`, line.trim());
}

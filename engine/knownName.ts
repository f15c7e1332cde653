/**
 * Names from the outside (a rule set, a variant, a power) are looked up among a table's own keys
 * only. `table[name]` on a plain object also answers `constructor`, `toString` or `__proto__`, with
 * what Object.prototype holds; a Map built from the table's own entries answers them with nothing.
 */
export function ownEntries<K extends string, V>(table: Readonly<Partial<Record<K, V>>>): ReadonlyMap<string, V> {
  return new Map(Object.entries(table) as [string, V][]);
}

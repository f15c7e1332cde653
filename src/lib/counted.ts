/** A count and its noun, singular for one: `1 unit`, `3 units`, `0 lines`. Nouns here take a plain `s`. */
export function counted(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

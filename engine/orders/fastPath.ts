/**
 * The parser's fast path, as `parse.ts` uses it: the plain-line reader (`plainLine.ts`) and the
 * plain-sheet path (`plainSheet.ts`). They read the live editor's usual text about fourteen times
 * faster than the full reader and always as it does (the parser tests compare them line by line).
 *
 * The site's browser bundle swaps this module for `fastPathOff.ts` (astro.config.mjs): a board
 * rules one sheet per keystroke, where 0.3 ms instead of 0.02 ms is nothing, and the fast path's
 * 21 KB (6 KB gzipped) would put the engine chunk over its budget (ENGINE_BUDGET_KB in bench/site.ts). The CLI,
 * the tests and the game-master worker keep it.
 */
export { PlainLegality, PlainLineReader, PlainOrder, plainMovementOrder, type LineShape } from './plainLine';
export { parsePlainSheet } from './plainSheet';

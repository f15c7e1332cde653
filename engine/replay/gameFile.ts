import { z } from 'zod';

/** A game to replay: a start, then the orders of each phase in turn (tests/game/sample-game-2008.json). */
export const gameFileSchema = z.object({
  about: z.string().optional(),
  rules: z.string().optional(),
  /** A game for fewer players (V.5), as in a case: `six` … `two`. */
  variant: z.string().optional(),
  /** Two players: the side that won the coin toss before the Fall 1914 adjustments. */
  toss: z.string().optional(),
  /** `standard` (the rule set's start, in the variant's first year), or a position as written by the engine. */
  start: z.union([z.literal('standard'), z.record(z.string(), z.unknown())]).default('standard'),
  phases: z.array(z.object({ phase: z.string().optional(), orders: z.string() })).min(1),
  /** The board the game should reach, checked after the last phase. */
  final: z.object({ season: z.enum(['spring', 'fall']), year: z.number(), units: z.array(z.string()) }).optional(),
});
export type GameFile = z.infer<typeof gameFileSchema>;

import { z } from 'zod';
import type { GameMap } from '../../map/gameMap';
import { POWERS } from '../../map/types';
import { InputError } from '../../inputError';
import { readJson } from '../jsonInput';
import { readCaseInput, type ReadCase, type ReadOptions } from '../readCaseInput';

export { InputError } from '../../inputError';
export { readVariant, type ReadCase, type ReadOptions } from '../readCaseInput';

/**
 * A dislodged unit as a retreat case gives it. `retreats` is accepted and
 * ignored, so the `dislodged` of a movement ruling can be copied in as it is.
 */
const dislodgedInput = z.object({
  unit: z.string(),
  from: z.string(),
  convoyed: z.boolean().default(false),
  retreats: z.array(z.string()).optional(),
});

/** The CLI's JSON case, for each of the three phases. */
export const caseInputSchema = z.object({
  rules: z.string().optional(),
  /** A game for fewer players (V.5): `six`, `five`, `four`, `three`, `two`; the seven-player game when absent. */
  variant: z.string().optional(),
  /** Two players: the side that won the coin toss (`entente` or `central`); Italy stays neutral without it. */
  toss: z.string().optional(),
  /** The game year, where a variant depends on it (Italy is neutral in 1914); the variant's first year when absent. */
  year: z.number().int().min(1).optional(),
  phase: z.enum(['movement', 'retreat', 'adjustment']).default('movement'),
  season: z.enum(['spring', 'fall']).optional(),
  /** In a retreat case: the units that were not dislodged. */
  units: z.array(z.string()),
  /** Owner of each controlled centre; the 1901 home ownership when absent. */
  centres: z.record(z.string(), z.enum(POWERS)).optional(),
  /**
   * Movement cases: the powers out of the game, whom CalsMUN's Insurrection order can revive. When absent and
   * `centres` is given, every power with neither units nor centres; when both are absent, none.
   */
  eliminated: z.array(z.enum(POWERS)).optional(),
  /** Whose orders the lines are where the text does not say (a lesson's reader); a heading or a prefix still says otherwise. */
  power: z.enum(POWERS).optional(),
  /** Retreat cases only. */
  dislodged: z.array(dislodgedInput).default([]),
  /** Retreat cases only: provinces a standoff left empty in the movement. */
  standoffs: z.array(z.string()).default([]),
  orders: z.string().default(''),
});
export type CaseInput = z.infer<typeof caseInputSchema>;

/** The CLI's reader: JSON text, checked against the schema, then read as a case. */
export function readCase(raw: string, map: GameMap, defaultRules: string, options: ReadOptions = {}): ReadCase {
  const parsed = caseInputSchema.safeParse(readJson(raw, 'The input'));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new InputError(`Bad case: ${issue.path.join('.') || 'input'}: ${issue.message}`);
  }
  return readCaseInput(parsed.data, map, defaultRules, options);
}

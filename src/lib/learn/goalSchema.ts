/**
 * The goal of a Learn lesson as data: the facts a reader's orders must bring about (goals.ts checks
 * them). The schema is for the build, which validates content/learn/lessons.yaml; the lesson page
 * needs only the types, so zod stays out of its first load.
 */
import { z } from 'zod';

const unit = z.string().regex(/^[A-Z]{3} [AF] [a-z]{3}(\/[a-z]{2})?$/, 'a unit is written "FRA A par"');
export const ORDER_KINDS = ['hold', 'move', 'support', 'convoy', 'retreat', 'disband', 'build'] as const;

/** One fact about the ruling. */
export const goalFactSchema = z.union([
  /** The unit stands in this province after the phase (it moved, retreated or held there). */
  z.object({ unit, endsIn: z.string().regex(/^[a-z]{3}(\/[a-z]{2})?$/) }).strict(),
  /** The unit's order gets this outcome word from the adjudicator (`succeeds`, `cut`, `disrupted` …). */
  z.object({ unit, outcome: z.string().min(1) }).strict(),
  /** The reader gave the unit an order of this kind, and it was read and followed. */
  z.object({ unit, ordered: z.enum(ORDER_KINDS) }).strict(),
  /** The unit is dislodged (movement phase). */
  z.object({ dislodged: unit }).strict(),
  /** The unit is on the board after the phase and was not before (adjustment phase). */
  z.object({ built: unit }).strict(),
  /** The unit was on the board (or dislodged) before the phase and is gone after it. */
  z.object({ disbanded: unit }).strict(),
]);
export type GoalFact = z.infer<typeof goalFactSchema>;

export const goalSchema = z.array(goalFactSchema).min(1, 'a goal needs at least one fact');
export type Goal = z.infer<typeof goalSchema>;
export type OrderKind = (typeof ORDER_KINDS)[number];

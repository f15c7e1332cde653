/**
 * The revival step a board needs when it is ruled under a rule set with CalsMUN's insurrection: the
 * phase machine's own step and the CLI's verdicts for its lines, so a board rules revival orders exactly
 * as a game does. Its own module so that boards under other rules never load the phase machine's chunk.
 */
import { revivalVerdicts } from '../../engine/case/lineEntry';
import { revivalStep } from '../../engine/game/revivalStep';
import type { BoardRevivals } from './boardRuling';

export const boardRevivals: BoardRevivals = { step: revivalStep, verdicts: revivalVerdicts };

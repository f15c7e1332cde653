/**
 * The revival step a board needs when a power is out of the game (CalsMUN's insurrection): the phase
 * machine's own step and the CLI's verdicts for its lines, so a board rules revival orders exactly as a
 * game does. Its own module so that ordinary movement boards never load the phase machine's chunk.
 */
import { revivalVerdicts } from '../../engine/cli/lineEntry';
import { revivalStep } from '../../engine/game/revivalStep';
import type { BoardRevivals } from './boardRuling';

export const boardRevivals: BoardRevivals = { step: revivalStep, verdicts: revivalVerdicts };

import { ruleBoard, type AnyBoardRuling, type BoardInput, type PhaseBoardInput } from '../boardRuling';
import { rulePhaseBoard } from '../phaseBoardRuling';
import { isMovement, phaseQuestionsOf, questionsOf, type Question } from './drill';

/** A drill's board ruled as its page rules it, and the questions it asks with their answers. */
export function ruleDrill(input: BoardInput | PhaseBoardInput): { board: AnyBoardRuling; questions: Question[] } {
  if (isMovement(input)) {
    const board = ruleBoard(input);
    return { board, questions: questionsOf(board.result) };
  }
  const board = rulePhaseBoard(input);
  return { board, questions: phaseQuestionsOf(board) };
}

/** What the GM page and its ruling worker say to each other. */
import type { Position } from '../../../engine/game/position';
import type { RuleSetId } from '../../../engine/rules/ruleSet';
import type { GmRow, GmRuling } from '../../lib/gm/gmRuling';
import type { GameOf } from '../../lib/sandbox/phaseRuling';
import type { EngineWay } from '../../../engine/record/otherEngines/knownDifferences';

export interface GmRequest {
  id: number;
  position: Position;
  text: string;
  rules: RuleSetId;
  /** A game for fewer players (V.5), when the position belongs to one. */
  game?: GameOf;
  /** The site's built pages, for rule links. */
  pages: string[];
  /** For absolute rule links in the Markdown. */
  origin: string;
  /** Other engines' rule choices, so a row they would rule otherwise says so. */
  engineWays?: EngineWay[];
}

export type GmReply =
  | { id: number; kind: 'rows'; rows: GmRow[] }
  | { id: number; kind: 'done'; ruling: Omit<GmRuling, 'rows'>; markdown: string }
  | { id: number; kind: 'error'; message: string };

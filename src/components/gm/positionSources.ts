/**
 * Where the GM table's position comes from: the standard start, a sandbox link (`#v1=` or a CLI
 * case as `#case=`), an imported file, or the sandbox saved in this browser. Each gives the
 * position, the rule set it names and any orders it carries, or a message saying what is wrong;
 * nothing here changes the page.
 */
import { phaseLabel, startingPosition, type Position } from '../../../engine/game/position';
import { standardMap } from '../../../engine/map/standardMap';
import type { RuleSetId } from '../../../engine/rules/ruleSet';
import { importText, stateFromCase } from '../../lib/sandbox/exports';
import { latestSavedGame } from '../../lib/sandbox/savedGames';
import { decodeHash } from '../../lib/sandbox/shareLink';
import { current, startState, type SandboxState } from '../../lib/sandbox/state';
import type { GameOf } from '../../lib/sandbox/phaseRuling';
import { PLAYER_VARIANTS } from '../../../engine/rules/playerVariants';

export interface Chosen {
  position: Position;
  rules: RuleSetId;
  /** Orders the source carried ('' when none). */
  orders: string;
  /** Where it came from, for the page: "Spring 1901 movement, from a sandbox link". */
  label: string;
  /** A game for fewer players (V.5) and its coin toss, when the source plays one. */
  game?: GameOf;
}

export type Sourced = { kind: 'ok'; chosen: Chosen } | { kind: 'error'; message: string };

const fromState = (s: SandboxState, from: string): Sourced => {
  const node = current(s);
  const variant = s.variant ? PLAYER_VARIANTS[s.variant] : undefined;
  const label = `${phaseLabel(node.position)}, ${from}${variant ? ` (${lowerFirst(variant.title)})` : ''}`;
  const game = s.variant ? { game: { variant: s.variant, ...(s.toss ? { toss: s.toss } : {}) } } : {};
  return { kind: 'ok', chosen: { position: node.position, rules: s.rules, orders: node.orders, label, ...game } };
};

export function standardStart(rules: RuleSetId): Chosen {
  const position = startingPosition(standardMap, rules);
  return { position, rules, orders: '', label: `${phaseLabel(position)}, the standard start` };
}

/** A whole sandbox URL, or just its hash (`#v1=…`, `#case=…`), as pasted. */
export async function fromLink(pasted: string, rules: RuleSetId): Promise<Sourced> {
  const text = pasted.trim();
  if (!text) return { kind: 'error', message: 'Paste a sandbox link first (it contains “#v1=” or “#case=”).' };
  const hash = text.includes('#') ? text.slice(text.indexOf('#')) : text;
  if (!/^#?(v\d+|case)=/.test(hash)) return { kind: 'error', message: 'This is not a sandbox link: it should contain “#v1=…” or “#case=…”.' };
  const decoded = await decodeHash(hash);
  switch (decoded.kind) {
    case 'state':
      return fromState(decoded.state, 'from a sandbox link');
    case 'case':
      try {
        return fromState(stateFromCase(decoded.input, rules), 'from a case link');
      } catch (e) {
        return { kind: 'error', message: `This case cannot be used: ${(e as Error).message}.` };
      }
    case 'error':
      return { kind: 'error', message: `${decoded.message} The position shown is kept.` };
    default:
      return { kind: 'error', message: 'The link holds no position.' };
  }
}

/** A file as the sandbox imports it: a sandbox, a game, a CLI case, a position, or plain-text orders. */
export function fromFile(text: string, name: string, into: Chosen): Sourced {
  const base = startState(into.rules, into.position, into.game?.variant as SandboxState['variant'], into.game?.toss);
  const imported = importText(text, base);
  if (imported.kind === 'error') return { kind: 'error', message: `${name}: ${imported.message} The position shown is kept.` };
  return fromState(imported.state, `from ${name} (${imported.what})`);
}

export function fromSandbox(): Sourced {
  const loaded = latestSavedGame();
  if (loaded.kind === 'none') return { kind: 'error', message: 'No sandbox is saved in this browser yet: open the sandbox, set up a position, and come back.' };
  if (loaded.kind === 'error') return { kind: 'error', message: loaded.message };
  return fromState(loaded.state, 'the sandbox’s current position');
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

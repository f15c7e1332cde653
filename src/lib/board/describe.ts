import type { Power, Unit } from '../../../engine/map/types';
import { provinceOf } from '../../../engine/map/types';
import type { MovementOrder } from '../../../engine/orders/types';
import type { MovementResult, OrderResult, Outcome } from '../../../engine/resolve/types';
import { movementWord, OUTCOME_CODE_WORDS, OUTCOME_WORDS } from '../../../engine/trace/vocabulary';
import { locName } from './anchors';
import { POWER_STYLE } from './powers';

/**
 * The board in words, for screen readers and for anyone who prefers a list: every unit, every
 * order with its outcome, dislodged units with their retreats, and standoffs.
 */
export interface BoardText {
  units: { power: string; items: string[] }[];
  orders: string[];
  /** With a ruling: where every unit stands after the movement phase. */
  after: { power: string; items: string[] }[];
  dislodged: string[];
  standoffs: string[];
  centres: string[];
}

const UNIT_WORD = { A: 'Army', F: 'Fleet' } as const;

function unitPhrase(type: 'A' | 'F', loc: string): string {
  return `${UNIT_WORD[type]} ${locName(loc)}`;
}

/** One order in plain words: "Army Paris moves to Burgundy". */
export function orderPhrase(o: MovementOrder): string {
  const who = unitPhrase(o.unit, o.at);
  switch (o.kind) {
    case 'hold':
      return `${who} holds`;
    case 'move':
      return `${who} moves to ${locName(o.to)}${o.viaConvoy ? ' via convoy' : ''}`;
    case 'support': {
      const target = `${o.target.unit ? UNIT_WORD[o.target.unit] + ' ' : ''}${locName(o.target.at)}`;
      return o.to ? `${who} supports ${target} to ${locName(o.to)}` : `${who} supports ${target} to hold`;
    }
    case 'convoy':
      return `${who} convoys ${locName(o.army)} to ${locName(o.to)}`;
  }
}

/** The vocabulary's words (engine/trace/vocabulary.ts) for each outcome; an illegal order's unit holds in a movement phase. */
const OUTCOME_WORD: Record<Outcome, string> = { ...(OUTCOME_CODE_WORDS as Record<Outcome, string>), illegal: 'illegal, so the unit holds' };

/** Reasons that only repeat the outcome; the text leaves them out. */
const PLAIN_REASONS = new Set<string>(['moved', 'held', 'support-given', 'support-cut', 'convoy-available', 'dislodged']);

/**
 * Why, when the outcome alone does not say it. A failed move gets the vocabulary's word ("fails: beaten",
 * "fails: standoff"), never the resolver's reason code, which calls a move beaten by a stronger rival a standoff.
 */
function why(r: Pick<OrderResult, 'outcome' | 'reason' | 'strength'>): string {
  if (r.outcome === 'fails') {
    const word = movementWord(r);
    return word === 'fails' ? '' : `: ${word === 'disrupted' ? 'convoy disrupted' : OUTCOME_WORDS[word].word}`;
  }
  return r.reason && !PLAIN_REASONS.has(r.reason) ? ` (${r.reason.replace(/-/g, ' ')})` : '';
}

/** `leaving`: provinces whose units left the board before the movement for an insurrection (CalsMUN). */
export function describeBoard(
  units: Unit[],
  orders: MovementOrder[],
  result?: MovementResult,
  centres?: Record<string, Power>,
  leaving: ReadonlySet<string> = new Set(),
): BoardText {
  const byPower = groupByPower(units.map((u) => ({ power: u.power, text: unitPhrase(u.type, u.loc) })));
  const after = result
    ? groupByPower([
        ...result.units.map((u) => ({ power: u.power, text: unitPhrase(u.type, u.loc) })),
        ...result.dislodged.map((d) => ({ power: d.unit.power, text: `${unitPhrase(d.unit.type, d.unit.loc)} (dislodged)` })),
      ])
    : [];
  const list = result ? result.orders.filter((r) => !r.implicit) : orders.map((order) => ({ order, outcome: undefined, reason: undefined }));
  const left = units.filter((u) => leaving.has(provinceOf(u.loc))).map((u) => `${POWER_STYLE[u.power].name}: ${unitPhrase(u.type, u.loc)} leaves the board to join an insurrection`);
  const orderLines = list.map((r) => {
    const base = `${POWER_STYLE[r.order.power].name}: ${orderPhrase(r.order)}`;
    if (!r.outcome) return base;
    return `${base}: ${OUTCOME_WORD[r.outcome]}${why(r as OrderResult)}`;
  });
  const dislodged = (result?.dislodged ?? []).map((d) => {
    const where = d.retreats.length ? `may retreat to ${d.retreats.map(locName).join(', ')}` : 'has no retreat and will be disbanded';
    return `${POWER_STYLE[d.unit.power].name} ${unitPhrase(d.unit.type, d.unit.loc)} is dislodged from ${locName(provinceOf(d.unit.loc))} (attacked from ${locName(d.attackerFrom)}) and ${where}`;
  });
  const standoffs = (result?.standoffs ?? []).map((id) => `Standoff in ${locName(id)}: no unit moves in`);
  const owned = Object.entries(centres ?? {}).sort(([a], [b]) => a.localeCompare(b));
  const owners = [...new Set(owned.map(([, p]) => p))].sort();
  const centreLines = owners.map((p) => `${POWER_STYLE[p].name}: ${owned.filter(([, q]) => q === p).map(([id]) => locName(id)).join(', ')}`);
  return { units: byPower, orders: [...left, ...orderLines], after, dislodged, standoffs, centres: centreLines };
}

function groupByPower(items: { power: Power; text: string }[]): { power: string; items: string[] }[] {
  const powers = [...new Set(items.map((i) => i.power))].sort();
  return powers.map((p) => ({ power: POWER_STYLE[p].name, items: items.filter((i) => i.power === p).map((i) => i.text) }));
}

/**
 * What a page publishes of a ruled scenario: the board's ruling and the orders' text, as the live
 * board shows them before anyone edits.
 */
import { POWER_NAMES, provinceOf, type Unit } from '../../../engine/map';
import { formatOrder } from '../../../engine/orders/format';
import type { MovementOrder } from '../../../engine/orders/types';
import { NOT_FOLLOWED, ordersText, ruleBoard, type AnyBoardRuling, type BoardRuling } from '../boardRuling';
import { rulePhaseBoard } from '../phaseBoardRuling';
import { ScenarioError, type Scenario } from './schema';
import { centreOwners, scenarioGame, type ScenarioPhase, type ScenarioRuling } from './rule';

/**
 * The board as it is published and as its editor opens: the scenario's orders written out the way
 * players write them, read by the lenient parser and ruled again (src/lib/boardRuling.ts). It must
 * rule every unit as the checked ruling does, so the page without JavaScript shows the ruling the
 * scenario expects; an ambiguous line (seed 004: treated as illegal) counts as the illegal order it
 * was written as, and so does a line the reader does not follow (an order for another power's unit,
 * DATC 6.A.6): both are ignored and the unit holds. Units are matched by province, since the reader
 * puts an order on the coast its fleet is on (DATC 6.B.11). Throws a ScenarioError on any difference.
 */
export function publishedBoard(r: ScenarioRuling): BoardRuling {
  const s = r.scenario;
  const game = scenarioGame(s);
  const board = ruleBoard({ units: r.units, centres: centreOwners(s), text: publishedText(r.orders, r.units), rules: r.rules, ...(game ? { game } : {}) });
  const summary = (orders: readonly { order: MovementOrder; outcome: string }[]) =>
    orders.map((o) => `${o.order.power} ${o.order.unit} ${provinceOf(o.order.at)} ${o.order.kind}: ${o.outcome}`).sort();
  const ignored = new Set([
    ...board.parse.lines.filter((l) => l.degree === 'ambiguous').flatMap((l) => l.meanings.map((m) => ('at' in m ? provinceOf(m.at) : ''))),
    ...board.rows.filter((row) => row.line !== null && row.outcome === NOT_FOLLOWED && row.unit).map((row) => provinceOf(row.unit!.split(' ')[2])),
  ]);
  const strict = summary(r.result.orders.filter((o) => !(o.outcome === 'illegal' && ignored.has(provinceOf(o.order.at)))));
  const live = summary(board.result.orders);
  const problems = [
    ...strict.filter((x) => !live.includes(x)).map((x) => `published board lacks ${x}`),
    ...live.filter((x) => !strict.includes(x)).map((x) => `published board adds ${x}`),
  ];
  if (board.parse.lines.length !== r.orders.length) problems.push(`the editor text has ${board.parse.lines.length} order lines for ${r.orders.length} orders`);
  if (JSON.stringify(board.result.dislodged) !== JSON.stringify(r.result.dislodged)) problems.push('the published board dislodges other units');
  if (problems.length) throw new ScenarioError(`Scenario ${s.id} (${s.file}): the board as the editor reads it differs from the checked ruling:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  return board;
}

/**
 * The orders as players write them (`ordersText`), except that an order for another power's unit
 * names its power on the line: under a heading alone the reader would take it as a mislabelled set
 * and give it to the unit's owner (DECISIONS.md, order sets), which is not what the order says.
 */
function publishedText(orders: readonly MovementOrder[], units: readonly Unit[]): string {
  const owner = new Map(units.map((u) => [provinceOf(u.loc), u.power]));
  const foreign = (o: MovementOrder) => owner.get(provinceOf(o.at)) !== undefined && owner.get(provinceOf(o.at)) !== o.power;
  if (!orders.some(foreign)) return ordersText(orders);
  const powers = [...new Set(orders.map((o) => o.power))];
  return powers
    .map((p) => {
      const lines = orders.filter((o) => o.power === p).map((o) => `${foreign(o) ? `${POWER_NAMES[p]} ` : ''}${formatOrder(o, { style: 'abbreviated' })}`);
      return `${POWER_NAMES[p]}:\n${lines.join('\n')}`;
    })
    .join('\n\n');
}

/**
 * A phase's board as it is published and as its editor opens: the strict orders written out the
 * way players write them, read leniently and ruled again (movement by ruleBoard, the others by the
 * CLI's path). Every line must get the outcome the checked ruling gave it; throws otherwise. Lines
 * are matched by what is written, in order (the text is grouped under power headings). As for a
 * movement board (`publishedBoard`), a retreat or adjustment line the reader does not follow (an
 * ambiguous coast, DATC 6.B.14; a build in another power's centre, 6.I.1; a second order for a
 * unit, 6.J.2) counts for the illegal or failed order it was: either way it is not carried out.
 */
export function publishedPhase(s: Scenario, p: ScenarioPhase): AnyBoardRuling {
  const text = ordersText(p.orders);
  const game = scenarioGame({ ...s, year: p.position.year });
  const board: AnyBoardRuling =
    p.position.phase === 'movement'
      ? ruleBoard({ units: p.position.units, centres: s.centres ? p.position.centres : undefined, text, rules: s.rules, ...(game ? { game } : {}) })
      : rulePhaseBoard({ position: p.position, text, rules: s.rules, ...(game ? { game } : {}) });
  const movement = p.position.phase === 'movement';
  const matches = (want: string, got: string) => got === want || (!movement && got === NOT_FOLLOWED && (want === 'illegal' || want === 'fails'));
  // What each written line got, in the order of the lines.
  const given = new Map<string, string[]>();
  for (const r of board.rows.filter((row) => row.line !== null).sort((a, b) => a.line! - b.line!)) {
    if (!given.has(r.text)) given.set(r.text, []);
    given.get(r.text)!.push(r.outcome);
  }
  const problems: string[] = [];
  p.orders.forEach((o, i) => {
    const line = formatOrder(o, { style: 'abbreviated' });
    const got = given.get(line)?.shift();
    if (got === undefined) problems.push(`published board lacks ${o.power} ${line}: ${p.outcomes[i]}`);
    else if (!matches(p.outcomes[i], got)) problems.push(`published board rules ${o.power} ${line}: ${got}, not ${p.outcomes[i]}`);
  });
  for (const [line, rest] of given) for (const got of rest) problems.push(`published board adds ${line}: ${got}`);
  if (problems.length) throw new ScenarioError(`Scenario ${s.id} (${s.file}), ${p.label}: the board as the editor reads it differs from the checked ruling:\n${problems.map((x) => `  - ${x}`).join('\n')}`);
  return board;
}

import type { Position } from '../game/position';
import type { GameMap } from '../map/gameMap';
import { standardMap } from '../map/standardMap';
import { POWER_NAMES, POWERS, provinceOf, type Power, type Unit } from '../map/types';
import { formatOrder } from '../orders/format';
import type { GameOrder, Order } from '../orders/types';

/**
 * A position and its orders written as a test case for another engine, so an author can run a
 * board elsewhere or file it with that project: the DATC's own plain style, godip's test file
 * (the notation of godip's and jDip's DATC files), and a python-diplomacy test method. Each holds
 * the units, the centres where they matter, the orders and, when given, the units after the phase.
 * `readGodipCase` reads godip's notation back into a case of our own.
 */

export interface CaseForExport {
  title: string;
  position: Pick<Position, 'season' | 'year' | 'phase' | 'units' | 'centres' | 'dislodged'>;
  /** The orders of the standard game (CalsMUN's insurrection orders have no notation elsewhere). */
  orders: readonly Order[];
  /** The units after the phase, as our ruling has them (the expectation written into the test). */
  after?: readonly Unit[];
  /** The units dislodged by the movement, as our ruling has them. */
  dislodged?: readonly Unit[];
}

/** godip's names for the four seas whose ids differ from ours. */
const GODIP_IDS: Record<string, string> = { nao: 'nat', nwg: 'nrg', mao: 'mid', lyo: 'gol' };
const FROM_GODIP: Record<string, string> = Object.fromEntries(Object.entries(GODIP_IDS).map(([ours, theirs]) => [theirs, ours]));

const STANDARD_KINDS: ReadonlySet<string> = new Set(['hold', 'move', 'support', 'convoy', 'retreat', 'disband', 'build', 'waive']);
/** The orders another engine can read: all but CalsMUN's insurrection and revival orders. */
export const standardOrders = (given: readonly GameOrder[]): Order[] => given.filter((o): o is Order => STANDARD_KINDS.has(o.kind));

const godipLoc = (loc: string) => {
  const [p, coast] = loc.split('/');
  return `${GODIP_IDS[p!] ?? p}${coast ? `/${coast}` : ''}`;
};
const ourLoc = (loc: string) => {
  const [p, coast] = loc.toLowerCase().split('/');
  return `${FROM_GODIP[p!] ?? p}${coast ? `/${coast}` : ''}`;
};
/** The type of the unit standing in a province (a support that names none names it so elsewhere); an army when there is none. */
const typeAt = (units: readonly Unit[]) => (province: string) => units.find((u) => provinceOf(u.loc) === province)?.type ?? 'A';
const seasonWord = (p: CaseForExport['position']) => (p.season === 'spring' ? 'Spring' : 'Fall');
const phaseWord = { movement: 'Movement', retreat: 'Retreat', adjustment: 'Adjustment' } as const;
const byPower = (units: readonly Unit[]) => POWERS.flatMap((power) => units.filter((u) => u.power === power).sort((a, b) => a.loc.localeCompare(b.loc)));

function godipOrder(o: Order, typeAt: (province: string) => string): string {
  const name = POWER_NAMES[o.power];
  if (o.kind === 'waive') return `${name}: Waive`;
  const unit = `${o.unit} ${godipLoc(o.at)}`;
  switch (o.kind) {
    case 'hold':
      return `${name}: ${unit} H`;
    case 'move':
      return `${name}: ${unit}-${godipLoc(o.to)}${o.viaConvoy ? ' via Convoy' : ''}`;
    case 'support':
      return `${name}: ${unit} S ${o.target.unit ?? typeAt(o.target.at)} ${godipLoc(o.target.at)}${o.to ? `-${godipLoc(o.to)}` : ''}`;
    case 'convoy':
      return `${name}: ${unit} C A ${godipLoc(o.army)}-${godipLoc(o.to)}`;
    case 'retreat':
      return `${name}: ${unit}-${godipLoc(o.to)}`;
    case 'disband':
      return `${name}: Disband ${unit}`;
    case 'build':
      return `${name}: Build ${unit}`;
  }
}

/** godip's (and jDip's) DATC test notation: PRESTATE, ORDERS and, with an expectation, POSTSTATE. */
export function godipCase(c: CaseForExport): string {
  const p = c.position;
  const unitLine = (u: Unit) => `\t${POWER_NAMES[u.power]}: ${u.type} ${godipLoc(u.loc)}`;
  const lines = [`CASE ${c.title.replace(/\s+/g, ' ')}`, `PRESTATE_SETPHASE ${seasonWord(p)} ${p.year}, ${phaseWord[p.phase]}`];
  if (p.phase === 'adjustment') {
    lines.push('PRESTATE_SUPPLYCENTER_OWNERS');
    for (const [id, power] of Object.entries(p.centres).sort()) lines.push(`\t${POWER_NAMES[power]}: A ${godipLoc(id)}`);
  }
  lines.push('PRESTATE', ...byPower(p.units).map(unitLine));
  if (p.phase === 'retreat' && p.dislodged.length) lines.push('PRESTATE_DISLODGED', ...p.dislodged.map((d) => unitLine(d.unit)));
  lines.push('ORDERS', ...c.orders.map((o) => `\t${godipOrder(o, typeAt(p.units))}`));
  if (c.after) {
    lines.push('POSTSTATE', ...byPower(c.after).map(unitLine));
    if (c.dislodged?.length) lines.push('POSTSTATE_DISLODGED', ...byPower(c.dislodged).map(unitLine));
  }
  lines.push('END');
  return lines.join('\n');
}

const PY_POWER = (p: Power) => POWER_NAMES[p].toUpperCase();
const pyLoc = (loc: string) => loc.toUpperCase();

function pyOrder(o: Order, typeAt: (province: string) => string): string {
  if (o.kind === 'waive') return 'WAIVE';
  const unit = `${o.unit} ${pyLoc(o.at)}`;
  switch (o.kind) {
    case 'hold':
      return `${unit} H`;
    case 'move':
      return `${unit} - ${pyLoc(o.to)}${o.viaConvoy ? ' VIA' : ''}`;
    case 'support':
      return `${unit} S ${o.target.unit ?? typeAt(o.target.at)} ${pyLoc(o.target.at)}${o.to ? ` - ${pyLoc(o.to)}` : ''}`;
    case 'convoy':
      return `${unit} C A ${pyLoc(o.army)} - ${pyLoc(o.to)}`;
    case 'retreat':
      return `${unit} R ${pyLoc(o.to)}`;
    case 'disband':
      return `${unit} D`;
    case 'build':
      return `${unit} B`;
  }
}

const quoted = (xs: readonly string[]) => `[${xs.map((x) => `'${x}'`).join(', ')}]`;

/** A test method for python-diplomacy's DATC test class (its helpers: set_units, set_orders, process, owner_name). */
export function pythonDiplomacyCase(c: CaseForExport): string {
  const p = c.position;
  const name = c.title.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '') || 'case';
  const code = `${p.season === 'spring' ? 'S' : 'F'}${p.year}${p.phase === 'movement' ? 'M' : p.phase === 'retreat' ? 'R' : 'A'}`;
  const lines = [`def test_${name}(self):`, `    """ ${c.title.replace(/"""/g, '')} """`, '    game = self.create_game()', '    self.clear_units(game)'];
  // python-diplomacy calls the Fall's adjustments "Winter" (W1901A).
  const phase = p.phase === 'adjustment' ? code.replace(/^F/, 'W') : code;
  if (phase !== 'S1901M') lines.push(`    game.set_current_phase('${phase}')`);
  if (p.phase === 'adjustment') {
    lines.push('    self.clear_centers(game)');
    for (const power of POWERS) {
      const owned = Object.entries(p.centres).filter(([, o]) => o === power).map(([id]) => pyLoc(id)).sort();
      if (owned.length) lines.push(`    self.set_centers(game, '${PY_POWER(power)}', ${quoted(owned)})`);
    }
  }
  for (const power of POWERS) {
    const units = byPower(p.units.filter((u) => u.power === power)).map((u) => `${u.type} ${pyLoc(u.loc)}`);
    if (units.length) lines.push(`    self.set_units(game, '${PY_POWER(power)}', ${quoted(units)})`);
  }
  for (const power of POWERS) {
    const orders = c.orders.filter((o) => o.power === power).map((o) => pyOrder(o, typeAt(p.units)));
    if (orders.length) lines.push(`    self.set_orders(game, '${PY_POWER(power)}', ${quoted(orders)})`);
  }
  lines.push('    self.process(game)');
  for (const u of byPower(c.after ?? [])) lines.push(`    assert self.owner_name(game, '${u.type} ${pyLoc(u.loc)}') == '${PY_POWER(u.power)}'`);
  return lines.join('\n');
}

/** The DATC's own plain style: the position's title, then "Power: order" lines in full names. */
export function datcStyleCase(c: CaseForExport, map: GameMap = standardMap): string {
  const p = c.position;
  const lines = [c.title, `${seasonWord(p)} ${p.year}, ${p.phase}.`];
  const ordered = new Set(c.orders.flatMap((o) => ('at' in o ? [provinceOf(o.at)] : [])));
  const idle = p.units.filter((u) => !ordered.has(provinceOf(u.loc)));
  for (const power of POWERS) {
    for (const o of c.orders.filter((x) => x.power === power)) lines.push(`${POWER_NAMES[power]}: ${formatOrder(o, { style: 'full', map })}`);
    for (const u of idle.filter((x) => x.power === power)) lines.push(`${POWER_NAMES[power]}: ${formatOrder({ kind: 'hold', power, unit: u.type, at: u.loc }, { style: 'full', map })} (no order given)`);
  }
  if (p.phase === 'adjustment') lines.push(`Supply centres: ${POWERS.map((power) => [power, Object.entries(p.centres).filter(([, o]) => o === power).map(([id]) => id)] as const).filter(([, ids]) => ids.length).map(([power, ids]) => `${POWER_NAMES[power]} ${ids.join(', ')}`).join('; ')}.`);
  return lines.join('\n');
}

export interface ReadGodipCase {
  title: string;
  season: 'spring' | 'fall';
  year: number;
  phase: 'movement' | 'retreat' | 'adjustment';
  units: Unit[];
  dislodged: Unit[];
  centres: Record<string, Power>;
  /** The orders in our own notation, one "Power: order" line each. */
  orders: string;
}

export class GodipCaseError extends Error {
  override name = 'GodipCaseError';
}

const POWER_BY_NAME = new Map(POWERS.map((p) => [POWER_NAMES[p].toLowerCase(), p]));

/** Read one case of godip's DATC notation back (the first CASE … END in the text). */
export function readGodipCase(text: string): ReadGodipCase {
  const out: ReadGodipCase = { title: '', season: 'spring', year: 1901, phase: 'movement', units: [], dislodged: [], centres: {}, orders: '' };
  const orders: string[] = [];
  let section = '';
  const lines = text.split(/\r?\n/);
  const start = lines.findIndex((l) => /^CASE\b/.test(l.trim()));
  if (start < 0) throw new GodipCaseError('No "CASE" line: this is not a test case in godip’s notation.');
  for (const [i, raw] of lines.slice(start).entries()) {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) continue;
    const n = start + i + 1;
    const keyword = /^(CASE|PRESTATE_SETPHASE|PRESTATE_SUPPLYCENTER_OWNERS|PRESTATE_DISLODGED|PRESTATE_RESULTS|PRESTATE|ORDERS|POSTSTATE_SAME|POSTSTATE_DISLODGED|POSTSTATE|END)\b\s*(.*)$/.exec(line);
    if (keyword) {
      section = keyword[1]!;
      if (section === 'CASE') out.title = keyword[2]!;
      if (section === 'PRESTATE_SETPHASE') {
        const m = /^(Spring|Fall|Autumn|Winter)\s+(\d{4}),\s*(Movement|Retreat|Adjustment)$/i.exec(keyword[2]!);
        if (!m) throw new GodipCaseError(`Line ${n}: "${keyword[2]}" is not a phase such as "Spring 1901, Movement".`);
        out.season = /^spring$/i.test(m[1]!) ? 'spring' : 'fall';
        out.year = Number(m[2]);
        out.phase = m[3]!.toLowerCase() as ReadGodipCase['phase'];
      }
      if (section === 'END') break;
      continue;
    }
    // The movement before a retreat case, with its results: facts for godip's own check, not the position.
    if (section === 'PRESTATE_RESULTS' || section === 'POSTSTATE' || section === 'POSTSTATE_DISLODGED' || section === 'POSTSTATE_SAME') continue;
    const m = /^([A-Za-z]+):\s*(.+)$/.exec(line);
    const power = m ? POWER_BY_NAME.get(m[1]!.toLowerCase()) : undefined;
    if (!m || !power) throw new GodipCaseError(`Line ${n}: "${line}" does not start with a power's name and a colon.`);
    const rest = m[2]!;
    if (section === 'ORDERS') {
      orders.push(`${POWER_NAMES[power]}: ${rest.replace(/\b([a-z]{3}(?:\/[a-z]{2})?)\b/gi, (w) => (FROM_GODIP[w.toLowerCase()] ? ourLoc(w) : w))}`);
      continue;
    }
    const u = /^([AF])\s+([a-z]{3}(?:\/[a-z]{2})?)$/i.exec(rest);
    if (!u) throw new GodipCaseError(`Line ${n}: "${rest}" is not a unit such as "F nth".`);
    const loc = ourLoc(u[2]!);
    if (!standardMap.province(loc.split('/')[0]!)) throw new GodipCaseError(`Line ${n}: "${u[2]}" is no province of the standard map.`);
    const unit: Unit = { power, type: u[1]!.toUpperCase() as Unit['type'], loc };
    if (section === 'PRESTATE') out.units.push(unit);
    else if (section === 'PRESTATE_DISLODGED') out.dislodged.push(unit);
    else if (section === 'PRESTATE_SUPPLYCENTER_OWNERS') out.centres[provinceOf(loc)] = power;
  }
  out.orders = orders.join('\n');
  return out;
}

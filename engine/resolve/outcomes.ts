import { POWERS, type Loc, type Power, type ProvinceId, type Unit } from '../map/types';
import type { RuleId } from '../rules/citations';
import type { Active } from './prepare';
import { citationTable, type CitationTable } from './citationTable';
import type { World } from './world';
import type { DislodgedUnit, MovementResult, OrderResult, Outcome, ReasonCode } from './types';

/**
 * Turn a resolved world into outcomes that say why: a reason code, the orders
 * that caused it and the rules that applied. Runs once, after every decision
 * is final, so explaining costs nothing while deciding.
 */
export function collectOutcomes(world: World): MovementResult {
  const { prep } = world;
  const { active, rules, tables: t } = prep;
  const n = active.length;
  const cite = citationTable(rules);

  // Who ends where, by unit: STAYED, MOVED, or dislodged by unit k, stored as k + DISLODGED_BY.
  const fates = unitFates(n);
  for (let u = 0; u < n; u++) {
    if (!moves(world, u)) continue;
    fates[u] = MOVED;
    const victim = active[u].destUnit;
    if (victim >= 0 && !moves(world, victim)) fates[victim] = u + DISLODGED_BY;
  }

  const results: OrderResult[] = new Array(prep.givenCount);
  const after: Unit[] = [];
  // A province is occupied after the phase if a unit moved in, or its unit stayed and was not dislodged;
  // marked 2 when a standoff left it empty.
  const ends = t.marks.take();
  let powers = 0;
  for (let u = 0; u < n; u++) {
    const a = active[u];
    const fate = fates[u];
    const attacker = fate >= DISLODGED_BY ? fate - DISLODGED_BY : -1;
    const result = describe(world, cite, a, u, attacker);
    if (a.implicit) result.implicit = true;
    if (attacker >= 0) result.dislodged = true;
    results[a.resultIndex] = result;
    if (fate === MOVED) {
      // A new unit where it arrived: power, type and loc, the fields of `Unit` in their order (a spread costs twice as much).
      const { unit } = a;
      after.push({ power: unit.power, type: unit.type, loc: a.destLoc });
      ends.set(a.dest, OCCUPIED);
    } else if (fate === STAYED) {
      after.push(a.unit);
      ends.set(a.province, OCCUPIED);
    }
    powers |= powerBit(a.unit.power);
  }

  for (let i = 0; i < prep.givenCount; i++) {
    const bad = prep.notFollowed[i];
    if (!bad) continue;
    const result: OrderResult = {
      order: bad.order,
      outcome: 'illegal',
      reason: bad.reason,
      causes: [],
      rules: cite.two(bad.concept, bad.reason === 'superseded' ? 'multipleOrders' : 'illegalOrder'),
    };
    if (bad.unit !== undefined) result.replacedBy = active[bad.unit].resultIndex;
    results[i] = result;
  }

  // Provinces left empty by a standoff: two or more moves that could get there, none did.
  const emptied: number[] = [];
  for (let u = 0; u < n; u++) {
    const a = active[u];
    if (a.into !== u || ends.has(a.dest)) continue; // each destination once, from its first mover
    let movers = 0;
    for (let m = u; m >= 0; m = active[m].nextInto) if (world.path(m)) movers++;
    if (movers >= 2) emptied.push(a.dest);
  }
  if (emptied.length > 1) emptied.sort(ascending); // provinces are numbered in alphabetical order
  const standoffs: ProvinceId[] = [];
  for (const p of emptied) {
    ends.set(p, STANDOFF);
    standoffs.push(t.provinceIds[p]);
  }

  // Dislodged units, in the order of their attackers.
  const dislodged: DislodgedUnit[] = [];
  for (let attacker = 0; attacker < n; attacker++) {
    if (fates[attacker] !== MOVED) continue;
    const victim = active[attacker].destUnit;
    if (victim < 0 || fates[victim] !== attacker + DISLODGED_BY) continue;
    const from = active[attacker].province;
    const attackerConvoyed = world.convoyed(attacker);
    const unit = active[victim].unit;
    const barred = !(attackerConvoyed && rules.policies.retreatToConvoyedAttackerOrigin);
    const retreats: Loc[] = [];
    for (const to of t.moves[unit.type === 'A' ? 0 : 1][active[victim].loc]) {
      const p = t.locProvince[to];
      if (!ends.has(p) && !(barred && p === from)) retreats.push(t.locIds[to]);
    }
    dislodged.push({ unit, attackerFrom: t.provinceIds[from], attackerConvoyed, retreats });
  }
  t.marks.give(ends);

  return {
    rules: rules.id,
    orders: results,
    units: after,
    dislodged,
    standoffs,
    powers: powersIn(powers),
  };
}

/**
 * A power's bit in a set of powers (order of `POWERS`); 0 for a name that is no power. It runs per unit, so it
 * looks the name up by its first character (one array read) rather than by a keyed lookup, which is a slow
 * (megamorphic) hash search when the keys vary; a scan where two powers share an initial.
 */
function powerBit(p: string): number {
  const c = p.charCodeAt(0);
  const i = c < BY_INITIAL.length ? BY_INITIAL[c] : -1;
  if (i >= 0) return POWERS[i] === p ? 1 << i : 0;
  if (i === SHARED_INITIAL) for (let j = 0; j < POWERS.length; j++) if (POWERS[j] === p) return 1 << j;
  return 0;
}
const SHARED_INITIAL = -2;
/** Index in `POWERS` by a name's first character code: -1 none, `SHARED_INITIAL` for several. */
const BY_INITIAL = new Int8Array(128).fill(-1);
for (let i = 0; i < POWERS.length; i++) {
  const c = POWERS[i].charCodeAt(0);
  BY_INITIAL[c] = BY_INITIAL[c] === -1 ? i : SHARED_INITIAL;
}
/** The powers whose bits are set, in the order of `POWERS`. */
function powersIn(bits: number): Power[] {
  const list: Power[] = [];
  for (let i = 0; i < POWERS.length; i++) if (bits & (1 << i)) list.push(POWERS[i]);
  return list;
}

const ascending = (x: number, y: number): number => x - y;

/** Does unit `u` move away (its move succeeds)? */
function moves(world: World, u: number): boolean {
  return world.prep.active[u].kind === 'move' && world.resolve(u);
}

const STAYED = 0;
const MOVED = 1;
const DISLODGED_BY = 2;

/** A table of fates, all STAYED: one small typed array (on the heap up to 64 bytes, so one byte a unit where that fits). */
function unitFates(units: number): Uint8Array | Uint16Array {
  return units + DISLODGED_BY <= 0xff ? new Uint8Array(units) : new Uint16Array(units);
}

const OCCUPIED = 1;
const STANDOFF = 2;

/**
 * A move's entry, with its strength against what it had to beat and whether it went by convoy: made whole in one
 * literal (fields added later would each grow the object), keys in the order they always had.
 */
function moveEntry(a: Active, outcome: Outcome, reason: ReasonCode, causes: number[], rules: RuleId[], attack: number, opposing: number, convoyed: boolean): OrderResult {
  return { order: a.order, outcome, reason, causes, rules, strength: { attack, opposing }, convoyed };
}

/** The result entry of unit `u`'s order, causes as result indices. */
function entry(a: Active, outcome: Outcome, reason: ReasonCode, causes: number[], rules: RuleId[]): OrderResult {
  return { order: a.order, outcome, reason, causes, rules };
}

function describe(world: World, cite: CitationTable, a: Active, u: number, attacker: number): OrderResult {
  const { prep } = world;
  const { active } = prep;
  switch (a.kind) {
    case 'hold':
      if (attacker >= 0) return entry(a, 'dislodged', 'dislodged', [active[attacker].resultIndex], cite.winning);
      return a.implicit ? entry(a, 'stands', 'held-unordered', [], cite.unitWithoutOrder) : entry(a, 'stands', 'held', [], cite.hold);
    case 'move':
      return describeMove(world, cite, a, u);
    case 'support': {
      if (!a.matches) return entry(a, 'invalid', 'support-not-matched', a.target >= 0 ? [active[a.target].resultIndex] : [], a.supportTo >= 0 ? cite.supportMove : cite.supportHold);
      if (world.resolve(u)) return entry(a, 'given', 'support-given', [active[a.target].resultIndex], cite.supportEffect);
      if (attacker >= 0) return entry(a, 'cut', 'support-cut-by-dislodgement', [active[attacker].resultIndex], cite.cutSupport);
      const cutters: number[] = [];
      for (let m = a.attackers; m >= 0; m = active[m].nextInto) {
        if (active[m].unit.power !== a.unit.power && active[m].province !== a.supportTo && world.path(m)) cutters.push(active[m].resultIndex);
      }
      return entry(a, 'cut', 'support-cut', cutters, cite.cutSupport);
    }
    case 'convoy': {
      const army = a.convoyArmy;
      if (!a.matches) return entry(a, 'invalid', 'convoy-not-matched', army >= 0 ? [active[army].resultIndex] : [], cite.convoy);
      if (!active[army].wantsConvoy) {
        // The army goes by land (IV.5.e / DATC 4.A.3); the convoy simply stands or falls with its fleet.
        return attacker >= 0
          ? entry(a, 'disrupted', 'convoy-not-used', [active[attacker].resultIndex], cite.convoyAndLand)
          : entry(a, 'available', 'convoy-not-used', [active[army].resultIndex], cite.convoyAndLand);
      }
      if (world.settledBy(u) === 'szykman') return entry(a, 'disrupted', 'convoy-paradox-szykman', [active[army].resultIndex], cite.paradox);
      if (prep.rules.policies.convoyParadox === 'counterfactual') {
        // IV.5.f: the convoy is judged in the world where its army has no effect.
        // A fleet nothing moves against stands in every world (see `World.convoyPath`).
        const standsWithoutArmy = a.attackers < 0 || world.inertWorld(army).resolve(u);
        if (standsWithoutArmy && attacker >= 0) return entry(a, 'available', 'convoy-available-despite-dislodgement', [active[attacker].resultIndex], cite.paradox);
        if (!standsWithoutArmy && attacker < 0) return entry(a, 'disrupted', 'convoy-paradox-counterfactual', [active[army].resultIndex], cite.paradox);
      }
      if (attacker >= 0) return entry(a, 'disrupted', 'convoy-fleet-dislodged', [active[attacker].resultIndex], cite.convoyDisruption);
      return entry(a, 'available', 'convoy-available', [active[army].resultIndex], cite.convoy);
    }
  }
}

function describeMove(world: World, cite: CitationTable, a: Active, u: number): OrderResult {
  const { prep } = world;
  const { active } = prep;
  const path = world.path(u);
  const viaConvoy = path && world.convoyed(u);
  const attack = world.attack(u);
  const headToHead = world.headToHead(u);
  const other = headToHead ? world.opposingMove(u) : -1;
  // The strongest thing the move had to beat: hold or defend, and every rival's prevent.
  const resistance = headToHead ? world.defend(other) : world.hold(a.destUnit);
  let rivalry = 0;
  for (let m = a.into; m >= 0; m = active[m].nextInto) if (m !== u) rivalry = Math.max(rivalry, world.prevent(m));
  const opposing = Math.max(resistance, rivalry);

  if (world.resolve(u)) {
    if (world.settledBy(u) === 'circular-movement') return moveEntry(a, 'succeeds', 'moved-in-rotation', [], cite.circularMovement, attack, opposing, viaConvoy);
    // The supports that counted, then the fleets that carried it.
    const causes = succeedingSupports(world, a.supports);
    if (viaConvoy) for (const f of a.convoyFleets) if (active[f].matches) causes.push(active[f].resultIndex);
    return moveEntry(a, 'succeeds', viaConvoy ? 'moved-by-convoy' : 'moved', causes, viaConvoy ? cite.moveByConvoy : cite.moveEffect, attack, opposing, viaConvoy);
  }
  if (!path) {
    const fleets: number[] = [];
    for (const f of a.convoyFleets) if (active[f].matches) fleets.push(active[f].resultIndex);
    // No strength: the move never got there.
    return fleets.length === 0
      ? { order: a.order, outcome: 'fails', reason: 'no-convoy-path', causes: fleets, rules: cite.noConvoyPath, convoyed: false }
      : { order: a.order, outcome: 'fails', reason: 'convoy-disrupted', causes: fleets, rules: cite.convoyDisrupted, convoyed: false };
  }
  // Rivals whose prevent strength is at least the attack are its competitors; `rivalry` is the strongest prevent.
  const competing = rivalry >= attack;
  if (headToHead) {
    if (attack <= resistance) {
      if (attack === 0 || world.fullAttack(u) > resistance) {
        return moveEntry(a, 'fails', 'own-unit-not-dislodged', [active[other].resultIndex], cite.selfDislodge, attack, resistance, viaConvoy);
      }
      return moveEntry(a, 'fails', 'bounced-head-to-head', unitAndSupports(active, other), cite.exchange, attack, resistance, viaConvoy);
    }
  } else {
    const defender = a.destUnit;
    // A rival at least as strong as the defender is the clearer reason: a standoff (IV.7.a).
    if (defender >= 0 && attack <= resistance && !(competing && rivalry >= resistance)) {
      // Zero attack, or a win that only the defender's own power's support would give: IV.6.f.
      if (attack === 0 || world.fullAttack(u) > resistance) {
        return moveEntry(a, 'fails', 'own-unit-not-dislodged', [active[defender].resultIndex], cite.selfDislodge, attack, resistance, viaConvoy);
      }
      const causes = active[defender].kind === 'move' ? [active[defender].resultIndex] : unitAndSupports(active, defender);
      return moveEntry(a, 'fails', 'bounced-defender', causes, cite.bouncedDefender, attack, resistance, viaConvoy);
    }
  }
  const competitors: number[] = [];
  if (competing) for (let m = a.into; m >= 0; m = active[m].nextInto) if (m !== u && world.prevent(m) >= attack) competitors.push(active[m].resultIndex);
  return moveEntry(a, 'fails', 'bounced-standoff', competitors, a.destUnit >= 0 ? cite.standoffOccupied : cite.standoffEmpty, attack, competing ? rivalry : 0, viaConvoy);
}

/** Result indices of the supports, from `first` along the list, that were given. */
function succeedingSupports(world: World, first: number): number[] {
  const { active } = world.prep;
  const given: number[] = [];
  for (let s = first; s >= 0; s = active[s].nextSupport) if (world.resolve(s)) given.push(active[s].resultIndex);
  return given;
}

/** Result indices of unit `u`'s order and of every support of it. */
function unitAndSupports(active: readonly Active[], u: number): number[] {
  const list = [active[u].resultIndex];
  for (let s = active[u].supports; s >= 0; s = active[s].nextSupport) list.push(active[s].resultIndex);
  return list;
}

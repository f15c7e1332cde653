import type { Active, Prepared } from './prepare';
import { routeExists, type SeaFilter } from '../legality/convoyRoutes';

/** A decision's state and value in one byte (one table per world; each typed array costs an allocation): state × 2 + value. */
const UNRESOLVED = 0;
const GUESSING = 1;
const RESOLVED = 2;
const GUESSED_FALSE = GUESSING * 2;
const GUESSED_TRUE = GUESSING * 2 + 1;
const RESOLVED_FALSE = RESOLVED * 2;
const RESOLVED_TRUE = RESOLVED * 2 + 1;

const ROUTE_BROKEN = 1;
const ROUTE_INTACT = 2;

/** How a decision that sat in a dependency cycle was settled; the trace's `Settlement` adds Alexander's counterfactual. */
export type CycleSettlement = 'unique' | 'circular-movement' | 'szykman' | 'all-fail';

export interface CycleRecord {
  /** Unit indices whose decisions formed the cycle. */
  members: number[];
  settlement: CycleSettlement;
}

/** The verdict of an Alexander IV.5.f counterfactual: army's convoy judged with `neutral` armies inert. */
export interface CounterfactualRecord {
  army: number;
  neutral: number[];
  routeExists: boolean;
}

export interface DecisionLog {
  cycles: CycleRecord[];
  counterfactuals: CounterfactualRecord[];
}

/**
 * One world of decisions (Kruijswijk, DATC §5): every move, support and convoy
 * is a boolean decision; strengths are derived. `resolve` finds each decision by
 * recursion and settles dependency cycles with the guess algorithm (DATC 5.F).
 *
 * A world may hold some convoyed armies inert: that is the counterfactual of
 * Alexander IV.5.f, where a convoy is judged as if its army had no effect.
 */
export class World {
  /** Per decision: its state × 2 + its value (0/1). */
  private readonly decision: Uint8Array;
  private readonly deps: number[] = [];
  /** How many times a guessed value has been read; a decision that read none is final. */
  private guessesRead = 0;
  /** Decisions on the dependency list; made when a cycle first appears (most phases have none). */
  private inDeps?: Uint8Array = undefined;
  /**
   * Convoy routes known to be final, by army: 0 not known yet, else `ROUTE_BROKEN` or `ROUTE_INTACT`. Final as a
   * strength is (no guess read while finding it); an Alexander IV.5.f verdict always is. Made on first use.
   */
  private routeMemo?: Uint8Array;
  /** Decisions forced by a paradox rule: a `SETTLEMENTS` index + 1, or 0; made on the first paradox. */
  private forced?: Uint8Array = undefined;
  /**
   * Strengths known to be final, stored plus one (0: not known yet), so a fresh table needs no fill; a strength is
   * at most one more than the number of units. A strength is final when no guessed decision was read while finding
   * it: every decision it read was then settled for good. So most are found once, while deciding, and the outcomes
   * and the trace read them back. Made on first use.
   */
  private attackMemo?: Int8Array | Int16Array;
  private preventMemo?: Int8Array | Int16Array;

  /**
   * @param neutral armies held inert in this world (a flag per unit), or undefined for none
   * @param worlds the counterfactual worlds already built, shared by every world of one ruling
   */
  constructor(
    readonly prep: Prepared,
    private readonly neutral?: Uint8Array,
    private worlds?: Map<string, World>,
    readonly log?: DecisionLog,
  ) {
    const n = prep.active.length;
    this.decision = new Uint8Array(n);
  }

  /** Resolve every decision. */
  run(): this {
    const { active } = this.prep;
    for (let u = 0; u < active.length; u++) if (active[u].kind !== 'hold') this.resolve(u);
    return this;
  }

  isResolved(u: number): boolean {
    return this.decision[u] >= RESOLVED_FALSE;
  }

  /** How a paradox rule forced unit `u`'s decision, if one did. */
  settledBy(u: number): CycleSettlement | undefined {
    const f = this.forced === undefined ? 0 : this.forced[u];
    return f === 0 ? undefined : SETTLEMENTS[f - 1];
  }

  /** The decision of unit `u`'s order: move succeeds, support not cut, convoying fleet not dislodged. */
  resolve(u: number): boolean {
    const d = this.decision[u];
    if (d >= RESOLVED_FALSE) return d === RESOLVED_TRUE;
    if (d >= GUESSED_FALSE) {
      this.guessesRead++;
      if (!this.inDeps?.[u]) this.pushDep(u);
      return d === GUESSED_TRUE;
    }
    const mark = this.deps.length;
    const read = this.guessesRead;
    this.decision[u] = GUESSED_FALSE;
    const first = this.adjudicate(u);
    if (this.guessesRead === read) {
      // No guess was read on the way: the result is final.
      if (this.decision[u] < RESOLVED_FALSE) this.settle(u, first);
      return first;
    }
    if (this.deps.length === mark) {
      // Only guesses already on the list were read: provisional, like any dependant.
      this.pushDep(u);
      this.decision[u] = first ? GUESSED_TRUE : GUESSED_FALSE;
      return first;
    }
    if (this.deps[mark] !== u) {
      // Someone higher up is being guessed; this result is provisional.
      this.pushDep(u);
      this.decision[u] = first ? GUESSED_TRUE : GUESSED_FALSE;
      return first;
    }
    // `u` heads a cycle: try the other guess.
    const members = this.deps.slice(mark);
    this.unwind(mark);
    this.decision[u] = GUESSED_TRUE;
    const second = this.adjudicate(u);
    if (first === second) {
      this.unwind(mark);
      this.settle(u, first);
      this.log?.cycles.push({ members, settlement: 'unique' });
      return first;
    }
    this.backupRule(mark);
    return this.resolve(u);
  }

  /** Strength of unit `u`'s move against the destination (DATC 5.B.8, Alexander IV.6.f). */
  attack(u: number): number {
    const memo = (this.attackMemo ??= strengthMemo(this.prep.active.length));
    if (memo[u] > 0) return memo[u] - 1;
    const read = this.guessesRead;
    const strength = this.attackNow(u);
    if (this.guessesRead === read) memo[u] = strength + 1;
    return strength;
  }

  private attackNow(u: number): number {
    const a = this.prep.active[u];
    if (!this.path(u)) return 0;
    const defender = a.destUnit;
    if (defender < 0) return 1 + this.supportCount(u);
    const d = this.prep.active[defender];
    if (d.kind === 'move' && !this.headToHead(u) && this.resolve(defender)) return 1 + this.supportCount(u);
    if (d.unit.power === a.unit.power) return 0;
    return 1 + this.supportCount(u, d.unit.power);
  }

  /** Full support behind a move, as if no unit of its own power were in the way. */
  fullAttack(u: number): number {
    return this.path(u) ? 1 + this.supportCount(u) : 0;
  }

  /** Hold strength of a province (DATC 5.B.5), given the unit standing there (-1 for none). */
  hold(u: number): number {
    if (u < 0) return 0;
    if (this.prep.active[u].kind === 'move') return this.resolve(u) ? 0 : 1;
    return 1 + this.supportCount(u);
  }

  /** Defend strength in a head-to-head battle (DATC 5.B.7). */
  defend(u: number): number {
    return 1 + this.supportCount(u);
  }

  /** Prevent strength against other units entering the same province (DATC 5.B.6, Alexander IV.7.c). */
  prevent(u: number): number {
    const memo = (this.preventMemo ??= strengthMemo(this.prep.active.length));
    if (memo[u] > 0) return memo[u] - 1;
    const read = this.guessesRead;
    const strength = this.preventNow(u);
    if (this.guessesRead === read) memo[u] = strength + 1;
    return strength;
  }

  private preventNow(u: number): number {
    if (!this.path(u)) return 0;
    const opponent = this.opposingMove(u);
    if (opponent >= 0) {
      if (this.headToHead(u)) {
        if (this.resolve(opponent)) return 0;
      } else if (this.prep.rules.policies.dislodgedUnitBouncesAttackerOrigin === 'never') {
        if (this.resolve(opponent) && !this.resolve(u)) return 0;
      }
    }
    return 1 + this.supportCount(u);
  }

  /** Unit at `u`'s destination ordered to move into `u`'s province, or -1. */
  opposingMove(u: number): number {
    const a = this.prep.active[u];
    const other = a.destUnit;
    if (other < 0) return -1;
    const o = this.prep.active[other];
    return o.kind === 'move' && o.dest === a.province ? other : -1;
  }

  /** Two units moving into each other's province, neither by convoy (Alexander IV.3.i, IV.5.g). */
  headToHead(u: number): boolean {
    const other = this.opposingMove(u);
    return other >= 0 && !this.convoyed(u) && !this.convoyed(other);
  }

  /** Does unit `u`'s move travel by convoy? */
  convoyed(u: number): boolean {
    const a = this.prep.active[u];
    if (!a.wantsConvoy) return false;
    if (!a.adjacentByLand || !this.prep.rules.policies.landFallbackAfterDisruptedConvoy) return true;
    return this.convoyPath(u);
  }

  /** Can unit `u` reach its destination at all (DATC 5.B.4; Alexander IV.5.c-e)? */
  path(u: number): boolean {
    const a = this.prep.active[u];
    if (this.neutral?.[u]) return false;
    if (!a.wantsConvoy) return true;
    if (this.convoyPath(u)) return true;
    return a.adjacentByLand && this.prep.rules.policies.landFallbackAfterDisruptedConvoy;
  }

  /** Is there an undisrupted convoy route for army `u`? */
  convoyPath(u: number): boolean {
    if (this.neutral?.[u]) return false;
    const memo = (this.routeMemo ??= new Uint8Array(this.prep.active.length));
    if (memo[u] !== 0) return memo[u] === ROUTE_INTACT;
    let verdict: boolean;
    if (this.prep.rules.policies.convoyParadox === 'counterfactual') {
      // A fleet that no unit moves against stands in every world. When that is true of all the army's fleets, the
      // world without the army rules the route as this one does, and need not be built.
      const inert = fleetsUnattacked(this.prep.active, u) ? undefined : this.inertWorld(u);
      verdict = (inert ?? this).routeIntact(u);
      this.log?.counterfactuals.push({ army: u, neutral: inert ? inert.neutralArmies() : this.neutralArmies(u), routeExists: verdict });
    } else {
      const read = this.guessesRead;
      verdict = this.routeIntact(u);
      if (this.guessesRead !== read) return verdict;
    }
    memo[u] = verdict ? ROUTE_INTACT : ROUTE_BROKEN;
    return verdict;
  }

  /** A route of fleets that are not dislodged in this world. */
  routeIntact(u: number): boolean {
    const a = this.prep.active[u];
    if (a.convoyFleets.length === 0) return false;
    if (a.route) {
      const fleets = new StandingFleets(this, a.convoyFleets);
      for (const sea of a.route) if (!fleets.usable(sea)) return false;
      return true;
    }
    return routeExists(this.prep.tables, a.province, a.dest, new StandingFleets(this, a.convoyFleets));
  }

  /** The armies held inert in this world (and `also`, if given), in unit order. */
  neutralArmies(also = -1): number[] {
    const armies: number[] = [];
    for (let u = 0; u < this.prep.active.length; u++) if (u === also || this.neutral?.[u]) armies.push(u);
    return armies;
  }

  /** The world where army `u` (and every army already inert here) has no effect. */
  inertWorld(u: number): World {
    const children = (this.inertChildren ??= []);
    return (children[u] ??= this.findInertWorld(u));
  }

  /** Worlds reached from here by holding one more army inert, by army; a world reached twice is shared through `worlds`. */
  private inertChildren?: World[];

  private findInertWorld(u: number): World {
    const neutral = this.neutral ? this.neutral.slice() : new Uint8Array(this.prep.active.length);
    neutral[u] = 1;
    const key = neutralKey(neutral);
    const worlds = (this.worlds ??= new Map());
    let world = worlds.get(key);
    if (!world) {
      world = new World(this.prep, neutral, worlds, this.log);
      worlds.set(key, world);
    }
    return world;
  }

  /** Successful supports behind unit `u`, leaving out those of `excludePower`. */
  private supportCount(u: number, excludePower?: string): number {
    const { active } = this.prep;
    let n = 0;
    for (let s = active[u].supports; s >= 0; s = active[s].nextSupport) {
      if (excludePower !== undefined && active[s].unit.power === excludePower) continue;
      if (this.resolve(s)) n++;
    }
    return n;
  }

  private adjudicate(u: number): boolean {
    switch (this.prep.active[u].kind) {
      case 'move':
        return this.adjudicateMove(u);
      case 'support':
        return this.adjudicateSupport(u);
      case 'convoy':
        return this.adjudicateConvoy(u);
      default:
        return true;
    }
  }

  /** DATC 5.B.1; Alexander IV.6.c-e, IV.7.a-b. */
  adjudicateMove(u: number): boolean {
    const { active } = this.prep;
    const a = active[u];
    if (!this.path(u)) return false;
    const attack = this.attack(u);
    if (attack === 0) return false;
    if (this.headToHead(u)) {
      if (attack <= this.defend(this.opposingMove(u))) return false;
    } else if (attack <= this.hold(a.destUnit)) {
      return false;
    }
    for (let m = a.into; m >= 0; m = active[m].nextInto) {
      if (m !== u && attack <= this.prevent(m)) return false;
    }
    return true;
  }

  /** DATC 5.B.2; Alexander IV.4.d-e. */
  private adjudicateSupport(u: number): boolean {
    const { active } = this.prep;
    const a = active[u];
    if (!a.matches) return false;
    for (let m = a.attackers; m >= 0; m = active[m].nextInto) {
      const attacker = active[m];
      if (attacker.unit.power === a.unit.power) continue;
      if (attacker.province === a.supportTo) {
        if (this.resolve(m)) return false;
      } else if (this.path(m)) {
        // Rule 21 spares the support from the army's attack, but not from being dislodged (rule 14).
        if (!this.sparedByConvoyRule(u, m) || this.resolve(m)) return false;
      }
    }
    return true;
  }

  /**
   * 2008 rulebook, rules 21-22: a convoyed army does not cut a support for an
   * attack on one of its fleets while every surviving route needs that fleet.
   */
  private sparedByConvoyRule(support: number, attacker: number): boolean {
    if (this.prep.rules.policies.convoyedAttackCutsSupportAgainstItsConvoy === 'always') return false;
    const s = this.prep.active[support];
    if (s.supportTo < 0 || !this.convoyed(attacker)) return false;
    const army = this.prep.active[attacker];
    const target = s.supportToUnit;
    if (target < 0 || !army.convoyFleets.includes(target)) return false;
    const targetSea = this.prep.active[target].province;
    const otherRoute = routeExists(this.prep.tables, army.province, army.dest, new StandingFleets(this, army.convoyFleets, targetSea));
    return !otherRoute;
  }

  /**
   * DATC 5.B.3: the fleet is not dislodged. Attacking moves are adjudicated
   * directly rather than resolved, so that a convoy paradox forms one clean
   * cycle (DATC 5.D).
   */
  private adjudicateConvoy(u: number): boolean {
    const { active } = this.prep;
    if (!active[u].matches) return false;
    for (let m = active[u].attackers; m >= 0; m = active[m].nextInto) {
      const d = this.decision[m];
      const wins = d >= RESOLVED_FALSE ? d === RESOLVED_TRUE : this.adjudicateMove(m);
      if (wins) return false;
    }
    return true;
  }

  private settle(u: number, result: boolean): void {
    this.decision[u] = result ? RESOLVED_TRUE : RESOLVED_FALSE;
  }

  private pushDep(u: number): void {
    this.deps.push(u);
    (this.inDeps ??= new Uint8Array(this.prep.active.length))[u] = 1;
  }

  private unwind(mark: number): void {
    while (this.deps.length > mark) {
      const d = this.deps.pop()!;
      this.inDeps![d] = 0;
      this.decision[d] = UNRESOLVED;
    }
  }

  /** DATC 5.B.9: no or several consistent resolutions. */
  private backupRule(mark: number): void {
    const members = this.deps.slice(mark);
    this.unwind(mark);
    const { active } = this.prep;
    const convoys = members.filter((m) => active[m].kind === 'convoy');
    let settlement: CycleSettlement;
    if (convoys.length > 0) {
      // Szykman: the convoying fleets in the paradox do not convoy. Under
      // Alexander IV.5.f paths never depend on their own army, so this is only
      // reached by the Szykman policy.
      settlement = 'szykman';
      for (const c of convoys) this.force(c, false, settlement);
    } else if (members.every((m) => active[m].kind === 'move')) {
      settlement = 'circular-movement';
      for (const m of members) this.force(m, true, settlement);
    } else {
      settlement = 'all-fail';
      for (const m of members) this.force(m, false, settlement);
    }
    this.log?.cycles.push({ members, settlement });
  }

  private force(u: number, result: boolean, how: CycleSettlement): void {
    this.settle(u, result);
    (this.forced ??= new Uint8Array(this.prep.active.length))[u] = SETTLEMENTS.indexOf(how) + 1;
  }
}

/** Seas where one of an army's convoying fleets stands and is not dislodged (resolving it when asked); never `except`. */
class StandingFleets implements SeaFilter {
  constructor(
    private readonly world: World,
    private readonly fleets: readonly number[],
    private readonly except = -1,
  ) {}

  usable(sea: number): boolean {
    if (sea === this.except) return false;
    const { active } = this.world.prep;
    for (const f of this.fleets) if (active[f].province === sea) return this.world.resolve(f);
    return false;
  }
}

/** No unit is ordered to move against any of army `u`'s convoying fleets. */
function fleetsUnattacked(active: readonly Active[], u: number): boolean {
  for (const f of active[u].convoyFleets) if (active[f].attackers >= 0) return false;
  return true;
}

/** The inert armies' indices, as a key for the worlds already built (cheaper than joining every flag). */
function neutralKey(neutral: Uint8Array): string {
  let key = '';
  for (let u = 0; u < neutral.length; u++) if (neutral[u]) key += `${u},`;
  return key;
}

/** An empty table of strengths plus one; small typed arrays are the cheapest to allocate. */
function strengthMemo(units: number): Int8Array | Int16Array {
  return units < 125 ? new Int8Array(units) : new Int16Array(units);
}

const SETTLEMENTS: readonly CycleSettlement[] = ['unique', 'circular-movement', 'szykman', 'all-fail'];

import { POWERS, provinceOf, type Loc, type ProvinceId, type Unit } from '../map/types';
import type { Concept, RuleSet } from '../rules/ruleSet';
import type { RuleId } from '../rules/citations';
import type { Active } from './prepare';
import type { World } from './world';
import type { DislodgedUnit, MovementResult, OrderResult, Outcome, ReasonCode } from './types';

/**
 * Turn a resolved world into outcomes that say why: a reason code, the orders
 * that caused it and the rules that applied. Runs once, after every decision
 * is final, so explaining costs nothing while deciding.
 */
export function collectOutcomes(world: World): MovementResult {
  const { prep } = world;
  const { active, units, rules } = prep;
  const cite = (...concepts: Concept[]): RuleId[] => citationsFor(rules, concepts);
  const resultOf = (u: number) => active[u].resultIndex;
  const results: OrderResult[] = [];

  // Who ends where.
  const moved = active.map((a, u) => a.kind === 'move' && world.resolve(u));
  const dislodgedBy = new Map<number, number>();
  active.forEach((a, u) => {
    if (!moved[u]) return;
    const victim = prep.unitIndexAt.get(a.dest);
    if (victim !== undefined && !moved[victim]) dislodgedBy.set(victim, u);
  });

  active.forEach((a, u) => {
    const r = describe(world, a, u, moved, dislodgedBy, cite);
    const result: OrderResult = {
      order: a.order,
      outcome: r.outcome,
      reason: r.reason,
      causes: r.causes.map(resultOf),
      rules: r.rules,
    };
    if (r.strength) result.strength = r.strength;
    if (a.implicit) result.implicit = true;
    if (a.kind === 'move') result.convoyed = world.path(u) && world.convoyed(u);
    if (dislodgedBy.has(u)) result.dislodged = true;
    results[a.resultIndex] = result;
  });

  for (const [i, bad] of prep.notFollowed) {
    results[i] = {
      order: bad.order,
      outcome: 'illegal',
      reason: bad.reason,
      causes: [],
      rules: cite(bad.concept, bad.reason === 'superseded' ? 'multipleOrders' : 'illegalOrder'),
    };
    if (bad.unit !== undefined) results[i].replacedBy = active[bad.unit].resultIndex;
  }

  const after: Unit[] = [];
  active.forEach((a, u) => {
    if (dislodgedBy.has(u)) return;
    after.push(moved[u] ? { ...a.unit, loc: a.destLoc } : a.unit);
  });
  // A province is occupied after the phase if a unit moved in, or its unit stayed and was not dislodged.
  const occupied = new Set<ProvinceId>();
  active.forEach((a, u) => {
    if (moved[u]) occupied.add(a.dest);
    else if (!dislodgedBy.has(u)) occupied.add(a.province);
  });

  const standoffs: ProvinceId[] = [];
  for (const [province, movers] of prep.movesInto) {
    if (occupied.has(province)) continue;
    if (movers.filter((m) => world.path(m)).length >= 2) standoffs.push(province);
  }
  standoffs.sort();

  const dislodged: DislodgedUnit[] = [...dislodgedBy].map(([victim, attacker]) => {
    const from = active[attacker].province;
    const attackerConvoyed = world.convoyed(attacker);
    const unit = active[victim].unit;
    const barred = !(attackerConvoyed && rules.policies.retreatToConvoyedAttackerOrigin);
    const retreats = prep.map
      .moves(unit.type, unit.loc)
      .filter((to: Loc) => {
        const p = provinceOf(to);
        return !occupied.has(p) && !standoffs.includes(p) && !(barred && p === from);
      });
    return { unit, attackerFrom: from, attackerConvoyed, retreats: [...retreats] };
  });

  return {
    rules: rules.id,
    orders: results,
    units: after,
    dislodged,
    standoffs,
    powers: POWERS.filter((p) => units.some((x) => x.power === p)),
  };
}

const citationCache = new WeakMap<RuleSet, Map<string, RuleId[]>>();

/** The rule ids a rule set cites for these concepts, computed once per combination. */
function citationsFor(rules: RuleSet, concepts: Concept[]): RuleId[] {
  let perRules = citationCache.get(rules);
  if (!perRules) citationCache.set(rules, (perRules = new Map()));
  const key = concepts.length === 1 ? concepts[0] : concepts.join('+');
  let ids = perRules.get(key);
  if (!ids) perRules.set(key, (ids = [...new Set(concepts.flatMap((c) => rules.cites[c]))]));
  return ids;
}

interface Description {
  outcome: Outcome;
  reason: ReasonCode;
  causes: number[];
  rules: RuleId[];
  strength?: { attack: number; opposing: number };
}

function describe(
  world: World,
  a: Active,
  u: number,
  moved: boolean[],
  dislodgedBy: Map<number, number>,
  cite: (...c: Concept[]) => RuleId[],
): Description {
  const { prep } = world;
  const attacker = dislodgedBy.get(u);
  switch (a.kind) {
    case 'hold':
      if (attacker !== undefined) return { outcome: 'dislodged', reason: 'dislodged', causes: [attacker], rules: cite('winning') };
      return {
        outcome: 'stands',
        reason: a.implicit ? 'held-unordered' : 'held',
        causes: [],
        rules: cite(a.implicit ? 'unitWithoutOrder' : 'hold'),
      };
    case 'move':
      return describeMove(world, a, u, moved, cite);
    case 'support': {
      if (!a.matches) return { outcome: 'invalid', reason: 'support-not-matched', causes: a.target >= 0 ? [a.target] : [], rules: cite(a.supportTo ? 'supportMove' : 'supportHold') };
      if (world.resolve(u)) return { outcome: 'given', reason: 'support-given', causes: [a.target], rules: cite('supportEffect') };
      if (attacker !== undefined) return { outcome: 'cut', reason: 'support-cut-by-dislodgement', causes: [attacker], rules: cite('cutSupport') };
      const cutters = (prep.movesInto.get(a.province) ?? []).filter(
        (m) => prep.active[m].unit.power !== a.unit.power && prep.active[m].province !== a.supportTo && world.path(m),
      );
      return { outcome: 'cut', reason: 'support-cut', causes: cutters, rules: cite('cutSupport') };
    }
    case 'convoy': {
      const army = a.convoyArmy;
      if (!a.matches) {
        return { outcome: 'invalid', reason: 'convoy-not-matched', causes: army >= 0 ? [army] : [], rules: cite('convoy') };
      }
      if (!prep.active[army].wantsConvoy) {
        // The army goes by land (IV.5.e / DATC 4.A.3); the convoy simply stands or falls with its fleet.
        return attacker !== undefined
          ? { outcome: 'disrupted', reason: 'convoy-not-used', causes: [attacker], rules: cite('convoyAndLand') }
          : { outcome: 'available', reason: 'convoy-not-used', causes: [army], rules: cite('convoyAndLand') };
      }
      const settled = world.settledBy.get(u);
      if (settled === 'szykman') return { outcome: 'disrupted', reason: 'convoy-paradox-szykman', causes: [army], rules: cite('paradox') };
      if (prep.rules.policies.convoyParadox === 'counterfactual') {
        // IV.5.f: the convoy is judged in the world where its army has no effect.
        const standsWithoutArmy = world.inertWorld(army).resolve(u);
        if (standsWithoutArmy && attacker !== undefined) {
          return { outcome: 'available', reason: 'convoy-available-despite-dislodgement', causes: [attacker], rules: cite('paradox') };
        }
        if (!standsWithoutArmy && attacker === undefined) {
          return { outcome: 'disrupted', reason: 'convoy-paradox-counterfactual', causes: [army], rules: cite('paradox') };
        }
      }
      if (attacker !== undefined) return { outcome: 'disrupted', reason: 'convoy-fleet-dislodged', causes: [attacker], rules: cite('convoyDisruption') };
      return { outcome: 'available', reason: 'convoy-available', causes: [army], rules: cite('convoy') };
    }
  }
}

function describeMove(
  world: World,
  a: Active,
  u: number,
  moved: boolean[],
  cite: (...c: Concept[]) => RuleId[],
): Description {
  const { prep } = world;
  const viaConvoy = world.path(u) && world.convoyed(u);
  const strength = moveStrength(world, a, u);
  const against = (opposing: number) => ({ attack: strength.attack, opposing });
  if (moved[u]) {
    const settled = world.settledBy.get(u);
    if (settled === 'circular-movement') return { outcome: 'succeeds', reason: 'moved-in-rotation', causes: [], rules: cite('circularMovement'), strength };
    return {
      strength,
      outcome: 'succeeds',
      reason: viaConvoy ? 'moved-by-convoy' : 'moved',
      // The supports that counted, then the fleets that carried it.
      causes: [
        ...prep.supportsOf[u].filter((x) => world.resolve(x)),
        ...(viaConvoy ? a.convoyFleets.filter((f) => prep.active[f].matches) : []),
      ],
      rules: viaConvoy ? cite('moveEffect', 'convoy') : cite('moveEffect'),
    };
  }
  if (!world.path(u)) {
    const fleets = a.convoyFleets.filter((f) => prep.active[f].matches);
    if (fleets.length === 0) return { outcome: 'fails', reason: 'no-convoy-path', causes: [], rules: cite('convoy', 'failedMove') };
    return { outcome: 'fails', reason: 'convoy-disrupted', causes: fleets, rules: cite('convoyDisruption', 'multipleRoutes') };
  }
  const attack = world.attack(u);
  const competitors = (prep.movesInto.get(a.dest) ?? []).filter((m) => m !== u && world.prevent(m) >= attack);
  const rivalry = Math.max(0, ...competitors.map((m) => world.prevent(m)));
  if (world.headToHead(u)) {
    const other = world.opposingMove(u);
    if (attack <= world.defend(other)) {
      if (attack === 0 || world.fullAttack(u) > world.defend(other)) {
        return { outcome: 'fails', reason: 'own-unit-not-dislodged', causes: [other], rules: cite('selfDislodge'), strength: against(world.defend(other)) };
      }
      return { outcome: 'fails', reason: 'bounced-head-to-head', causes: [other, ...prep.supportsOf[other]], rules: cite('exchange'), strength: against(world.defend(other)) };
    }
  } else {
    const hold = world.hold(a.dest);
    const defender = prep.unitIndexAt.get(a.dest);
    // A rival at least as strong as the defender is the clearer reason: a standoff (IV.7.a).
    if (defender !== undefined && attack <= hold && !(competitors.length > 0 && rivalry >= hold)) {
      // Zero attack, or a win that only the defender's own power's support would give: IV.6.f.
      if (attack === 0 || world.fullAttack(u) > hold) {
        return { outcome: 'fails', reason: 'own-unit-not-dislodged', causes: [defender], rules: cite('selfDislodge'), strength: against(hold) };
      }
      return {
        strength: against(hold),
        outcome: 'fails',
        reason: 'bounced-defender',
        causes: [defender, ...(prep.active[defender].kind === 'move' ? [] : prep.supportsOf[defender])],
        rules: cite('attack', 'failedMove'),
      };
    }
  }
  return {
    strength: against(rivalry),
    outcome: 'fails',
    reason: 'bounced-standoff',
    causes: competitors,
    rules: cite(prep.unitIndexAt.has(a.dest) ? 'standoffOccupied' : 'standoffEmpty', 'multipleAttackers'),
  };
}

/** The move's attack and the strongest thing it had to beat (hold, defend or a rival's prevent). */
function moveStrength(world: World, a: Active, u: number): { attack: number; opposing: number } {
  const { prep } = world;
  const attack = world.attack(u);
  let opposing = world.headToHead(u) ? world.defend(world.opposingMove(u)) : world.hold(a.dest);
  for (const m of prep.movesInto.get(a.dest) ?? []) if (m !== u) opposing = Math.max(opposing, world.prevent(m));
  return { attack, opposing };
}

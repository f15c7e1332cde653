import type { GameMap } from '../map/gameMap';
import { provinceOf, splitLoc, type Loc } from '../map/types';
import type { Concept, RuleSet } from '../rules/ruleSet';
import type { Dislodgement, RetreatReason, RetreatSituation } from './retreatTypes';

export type RetreatVerdict = { legal: true; to: Loc } | { legal: false; reason: RetreatReason; concept: Concept };

const bar = (reason: RetreatReason, concept: Concept): RetreatVerdict => ({ legal: false, reason, concept });

/**
 * May this dislodged unit retreat to `to` (Alexander III.4.a-b)? A retreat is
 * a plain one-step move: no convoy (DATC 6.H.3), no support, and never into an
 * occupied province, the attacker's origin, or a province a standoff left
 * empty. A legal answer carries the destination with its coast settled.
 */
export function checkRetreat(map: GameMap, situation: RetreatSituation, d: Dislodgement, to: Loc, rules: RuleSet): RetreatVerdict {
  const { unit } = d;
  // V.5.a: nobody orders a silent power's units, so none of its retreats is possible; with no
  // retreat to choose, its dislodged units are disbanded without a retreat phase of their own.
  if (rules.variantYear?.silent.includes(unit.power)) return bar('power-without-player', 'unplayedPower');
  const { province: dest, coast } = splitLoc(to);
  const destination = map.province(dest);
  if (!destination || dest === provinceOf(unit.loc)) return bar('not-adjacent', 'retreatPhase');
  if (!map.canOccupy(unit.type, dest)) return bar('cannot-enter', unit.type === 'A' ? 'armyMovement' : 'fleetMovement');
  if (rules.variantYear?.closed.includes(dest)) return bar('closed-province', 'closedProvince');
  let loc: Loc = dest;
  if (unit.type === 'F' && map.coasts(dest).length > 0) {
    if (coast) {
      if (!map.canMove('F', unit.loc, to)) {
        return map.canMove('F', unit.loc, dest) ? bar('coast-unreachable', 'twoCoasts') : bar('not-adjacent', 'fleetMovement');
      }
      loc = to;
    } else {
      const reachable = map.coasts(dest).filter((c) => map.canMove('F', unit.loc, `${dest}/${c}`));
      if (reachable.length === 0) return bar('not-adjacent', 'fleetMovement');
      if (reachable.length > 1) return bar('coast-needed', 'retreatAmbiguous');
      loc = `${dest}/${reachable[0]}`;
    }
  } else if (!map.canMove(unit.type, unit.loc, dest)) {
    return bar('not-adjacent', unit.type === 'A' ? 'armyMovement' : 'fleetMovement');
  }
  if (situation.units.some((u) => provinceOf(u.loc) === dest)) return bar('retreat-occupied', 'retreatOccupied');
  const mayFollowConvoy = d.attackerConvoyed && rules.policies.retreatToConvoyedAttackerOrigin;
  if (dest === d.attackerFrom && !mayFollowConvoy) return bar('retreat-attacker-origin', 'retreatAttackerOrigin');
  if (situation.standoffs.includes(dest)) return bar('retreat-standoff', 'retreatStandoff');
  return { legal: true, to: loc };
}


/**
 * What the end of a season settles besides the orders' own rulings, in sentences without their rule references:
 * CalsMUN's insurrections, and the builds a power was allowed but left unused. Shared by game-master mode and the
 * sandbox, which both play the phase with the engine's phase machine.
 */
import type { NextStep } from '../../engine/game/nextPosition';
import { standardMap } from '../../engine/map/standardMap';
import { powerName } from '../../engine/trace/describe';
import { explainInsurrection, explainRetreat, explainUnusedBuilds } from '../../engine/trace/phaseSentences';
import { phaseLabel } from '../../engine/game/position';
import { withoutRuleRefs } from '../../engine/trace/sentences';

/** One sentence per insurrection settled by this step, or that it waits for the season's retreats. */
export function insurrectionSentences(step: NextStep): string[] {
  return [
    ...(step.insurrections ?? []).map((r) => withoutRuleRefs(explainInsurrection(standardMap, r))),
    ...(step.position.insurrections ?? []).map((p) => `The insurrection for ${powerName(p.power)} is settled once the retreats are done.`),
  ];
}

/**
 * The adjustment phase this step played: one sentence per power that built fewer units than it was
 * allowed and waived none of the rest ("France may build 2 units and built 1: one build is left
 * unused …", III.5.i). No order's own sentence says it, since no order was written for it.
 */
export function unusedBuildSentences(step: NextStep): string[] {
  return step.ruling.phase === 'adjustment' ? explainUnusedBuilds(step.ruling.result).map(withoutRuleRefs) : [];
}

/**
 * The phases this step decided by itself (a retreat phase where no dislodged unit had anywhere to go,
 * III.4.f): "Fall 1901 retreat settled itself: A Bulgaria was dislodged and has nowhere
 * to retreat to, so it is disbanded." No order was written, so no row would say it otherwise.
 */
export function settledPhaseSentences(step: NextStep): string[] {
  return step.automatic.map((a) => {
    const what = a.phase === 'retreat' ? a.result.orders.map((_, i) => withoutRuleRefs(explainRetreat(standardMap, a.result, i))) : [];
    return `${phaseLabel(a.position)} settled itself: ${what.join(' ') || 'nothing was left to decide.'}`;
  });
}

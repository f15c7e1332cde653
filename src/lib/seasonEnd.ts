/**
 * What the end of a season settles besides the moves (CalsMUN's insurrections), in sentences without their rule
 * references: one per insurrection settled by this step, or that it waits for the season's retreats. Shared by
 * game-master mode and the sandbox, which both play the phase with the engine's phase machine.
 */
import type { NextStep } from '../../engine/game/nextPosition';
import { standardMap } from '../../engine/map/standardMap';
import { powerName } from '../../engine/trace/describe';
import { explainInsurrection } from '../../engine/trace/phaseSentences';
import { withoutRuleRefs } from '../../engine/trace/sentences';

export function insurrectionSentences(step: NextStep): string[] {
  return [
    ...(step.insurrections ?? []).map((r) => withoutRuleRefs(explainInsurrection(standardMap, r))),
    ...(step.position.insurrections ?? []).map((p) => `The insurrection for ${powerName(p.power)} is settled once the retreats are done.`),
  ];
}

import { CITATIONS, type RuleId } from '../rules/citations';
import type { Concept, RuleSet, RuleSetId } from '../rules/ruleSet';

/**
 * Rules the parser cites that the rule sets' `cites` tables do not cover yet
 * (reading, retreats, adjustments). An id is used only once the citation
 * registry knows it; until then the rule set's own concept stands in, so no
 * unresolvable id ever reaches the site.
 */
export type ParseConcept =
  | 'ambiguous'
  | 'badlyWritten'
  | 'unassignable'
  | 'wrongPhase'
  | 'notDislodged'
  | 'retreat'
  | 'build'
  | 'buildType'
  | 'removal'
  | 'adjustmentCount'
  | 'twoCoasts'
  | 'multipleOrders';

const PREFERRED: Record<ParseConcept, Partial<Record<RuleSetId, RuleId[]>>> = {
  ambiguous: { alexander: ['alexander:III.3.b'] },
  badlyWritten: { alexander: ['alexander:III.3.c'] },
  unassignable: { alexander: ['alexander:IV.1'] },
  wrongPhase: {},
  notDislodged: { alexander: ['alexander:III.4.a'] },
  retreat: { alexander: ['alexander:III.4.b'] },
  build: { alexander: ['alexander:III.5.d'] },
  buildType: { alexander: ['alexander:III.5.e'] },
  removal: { alexander: ['alexander:III.5.c'] },
  adjustmentCount: { alexander: ['alexander:III.5.j'] },
  twoCoasts: {},
  multipleOrders: {},
};

const STAND_IN: Record<ParseConcept, Concept> = {
  ambiguous: 'illegalOrder',
  badlyWritten: 'illegalOrder',
  unassignable: 'ownUnitsOnly',
  wrongPhase: 'illegalOrder',
  notDislodged: 'retreat',
  retreat: 'retreat',
  build: 'illegalOrder',
  buildType: 'illegalOrder',
  removal: 'illegalOrder',
  adjustmentCount: 'illegalOrder',
  twoCoasts: 'twoCoasts',
  multipleOrders: 'multipleOrders',
};

export function citeFor(rules: RuleSet, concept: ParseConcept): RuleId[] {
  const ids = (PREFERRED[concept][rules.id] ?? []).filter((id) => CITATIONS.has(id));
  return ids.length > 0 ? ids : [...(rules.cites[STAND_IN[concept]] ?? [])];
}

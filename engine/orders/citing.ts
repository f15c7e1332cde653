import { CITATIONS, type RuleId } from '../rules/citations';
import type { Concept, InsurrectionConcept, RuleSet, RuleSetId } from '../rules/ruleSet';

/**
 * The rules a parse cites. Everything a rule set already names a rule for is
 * cited through its `cites` table; the two ideas that only reading orders
 * needs, an order with more than one meaning and a badly written order that
 * is still followed, are listed here per rule set until the rule sets carry
 * them as concepts. An id is used only if the citation registry knows it.
 */
export type ReadingConcept = 'ambiguous' | 'badlyWritten';

const READING: Record<ReadingConcept, Partial<Record<RuleSetId, RuleId[]>>> = {
  ambiguous: { alexander: ['alexander:III.3.b'], rulebook2008: ['rulebook2008:orders'] },
  badlyWritten: { alexander: ['alexander:III.3.c'], rulebook2008: ['rulebook2008:orders'] },
};

export function citeFor(rules: RuleSet, concept: Concept | InsurrectionConcept | ReadingConcept): RuleId[] {
  if (concept === 'ambiguous' || concept === 'badlyWritten') {
    const ids = (READING[concept][rules.id] ?? []).filter((id) => CITATIONS.has(id));
    // With no rule of its own, an ambiguous order is an order that cannot be followed.
    return ids.length > 0 ? ids : concept === 'ambiguous' ? [...rules.cites.illegalOrder] : [];
  }
  // A rule set without the insurrection names no rule for its concepts: its orders are orders it cannot follow.
  return [...((rules.cites as Partial<Record<Concept | InsurrectionConcept, RuleId[]>>)[concept] ?? rules.cites.illegalOrder)];
}

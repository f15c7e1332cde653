import { describe, expect, it } from 'vitest';
import { citation, RULE_SETS } from '../../engine/rules';
import type { RuleId } from '../../engine/rules/citations';

describe('rule sets for whole games', () => {
  it('cite only rule ids that exist in the registry, each with a page anchor', () => {
    for (const rules of Object.values(RULE_SETS)) {
      for (const [concept, ids] of Object.entries(rules!.cites)) {
        expect(ids.length, `${rules!.id}.${concept}`).toBeGreaterThan(0);
        for (const id of ids) expect(citation(id as RuleId).url, `${rules!.id}.${concept}: ${id}`).toMatch(/^\/[a-z0-9/-]+\/#[a-z0-9-]+$/);
      }
    }
  });

  it('state the civil-disorder rule as data', () => {
    expect(RULE_SETS.alexander!.policies.civilDisorder).toEqual({
      measureTo: 'home-centres',
      movement: 'by-unit-type',
      foreignUnitsBlock: true,
      ownConvoys: true,
      tieBreaks: ['name'],
    });
    expect(RULE_SETS.datc!.policies.civilDisorder).toEqual({
      measureTo: 'owned-centres',
      movement: 'land-and-sea',
      foreignUnitsBlock: false,
      ownConvoys: false,
      tieBreaks: ['fleets-first', 'name'],
    });
  });
});

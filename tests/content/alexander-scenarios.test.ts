import { describe, expect, it } from 'vitest';
import { CITATIONS, type RuleId } from '../../engine/rules';
import { isSingleMovement, rulePhases, ruleScenario } from '../../src/lib/scenario/rule';
import { listScenarioIds, loadScenario } from '../../src/lib/scenario/load';

/**
 * The worked examples of the Alexander Rules (seed 000) and our simple boards, as scenarios
 * (content/scenarios/alexander/). The build checks them too; this runs without a build. Each is
 * ruled under `alexander` and, for every rule set in its `differences`, under that rule set.
 */
const root = new URL('../../content/scenarios/', import.meta.url).pathname;
const ids = listScenarioIds(root).filter((id) => id.startsWith('alexander/'));

describe('Alexander scenarios', () => {
  it('exist', () => {
    expect(ids.length).toBeGreaterThan(20);
  });

  for (const id of ids) {
    const scenario = loadScenario(id, root);
    describe(`${id}: ${scenario.title}`, () => {
      it('is an alexander scenario with an explanation, citing only known rule ids', () => {
        expect(scenario.rules).toBe('alexander');
        expect(scenario.explanation?.trim()).toBeTruthy();
        expect(scenario.cites.length).toBeGreaterThan(0);
        const cited = [...scenario.cites, ...Object.values(scenario.differences ?? {}).map((d) => d.rule)];
        for (const cite of cited) expect(CITATIONS.has(cite as RuleId), cite).toBe(true);
      });

      it('is ruled as expected under every rule set it names', () => {
        const problems = isSingleMovement(scenario) ? ruleScenario(scenario).problems : rulePhases(scenario).flatMap((p) => p.problems);
        expect(problems).toEqual([]);
      });
    });
  }

  it('include every worked example of the seed', () => {
    for (const id of [
      'first-order-paradox',
      'second-order-paradox',
      'side-effect-1982',
      'side-effect-1982-marseilles',
      'pandin-london',
      'pandin-wales',
      'pandin-fleet-irish-sea',
      'pandin-fleet-channel',
      'pandin-army-yorkshire',
      'pandin-convoy-around',
      'self-dislodge-not-required',
      'self-dislodge-required',
    ]) {
      expect(ids, id).toContain(`alexander/${id}`);
    }
  });
});

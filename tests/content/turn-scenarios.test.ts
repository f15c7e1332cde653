import { describe, expect, it } from 'vitest';
import { unitKey } from '../../engine/map/types';
import { checkedPhases, checkedRuling, positionAfter } from '../../src/lib/scenario/rule';
import { loadScenario } from '../../src/lib/scenario/load';

// II. Turns plays one turn through as three boards: the spring, then two ways the fall can go.
// Each board is its own scenario, so this checks that the fall boards start where the spring ended.

describe('the turn played through on the II. Turns page', () => {
  const spring = checkedRuling(loadScenario('alexander/turn-spring-into-spain'));
  const after = positionAfter(spring).units.map(unitKey).sort();

  it.each(['alexander/turn-fall-spain-left-empty', 'alexander/turn-fall-spain-held'])('%s starts from the spring board’s result', (id) => {
    const fall = checkedPhases(loadScenario(id));
    expect(fall[0].label).toBe('Fall 1901 movement');
    expect(fall[0].position.units.map(unitKey).sort()).toEqual(after);
    // Spain is nobody's at the start of the fall: the spring gave it to no one.
    expect(fall[0].position.centres.spa).toBeUndefined();
  });

  it('gains Spain only when a unit stays there through the fall', () => {
    const [, emptied] = checkedPhases(loadScenario('alexander/turn-fall-spain-left-empty'));
    const [, held] = checkedPhases(loadScenario('alexander/turn-fall-spain-held'));
    expect(emptied.position.centres.spa).toBeUndefined();
    expect(held.position.centres.spa).toBe('FRA');
    expect(emptied.position.centres.por).toBe('FRA');
  });
});

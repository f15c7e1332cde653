import { describe, expect, it } from 'vitest';
import { startingPosition, type Position } from '../../engine/game/position';
import { standardMap } from '../../engine/map/standardMap';
import { buildProvinces, phasePicks, type PhasePickContext } from '../../src/components/board/phasePicks';

// Turkey has lost its army in Smyrna and fleet in Ankara and owns Bulgaria: it builds two.
const start = startingPosition(standardMap);
const position: Position = {
  ...start,
  season: 'fall',
  phase: 'adjustment',
  units: start.units.filter((u) => u.power !== 'TUR' || u.loc === 'con'),
  centres: { ...start.centres, bul: 'TUR' },
};
const ctx = (built: string[]): PhasePickContext => ({ retreats: [], built, write: () => {}, narrow: () => {} });
const buildRings = (built: string[]) => phasePicks(position, ctx(built)).candidates.filter((c) => c.mark === 'build').map((c) => c.loc);

describe('the "may build here" rings of an adjustment board', () => {
  it('ring every free home centre, an army and a fleet ring for each coast', () => {
    expect(buildRings([]).sort()).toEqual(['ank', 'smy'].flatMap((p) => [p, p]).sort());
  });

  it('leave a centre once a build is written there, so the new unit is drawn clear of them', () => {
    const built = buildProvinces([{ kind: 'build', power: 'TUR', unit: 'F', at: 'ank' }]);
    expect(built).toEqual(['ank']);
    expect(buildRings(built)).toEqual(['smy', 'smy']);
  });
});

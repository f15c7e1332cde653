import { standardMap } from '../../../engine/map/standardMap';

/** A corpus sheet's position and text as a CLI case (`npm run adjudicate`'s JSON), under the Alexander Rules. */
export interface Sheet {
  id: string;
  phase: 'movement' | 'retreat' | 'adjustment';
  season?: 'spring' | 'fall';
  /** `start` is the 1901 position; `dislodged` entries read `RUS A rum from gal`; `centres` by owner. */
  position: 'start' | { units: string[]; dislodged?: string[]; centres?: Record<string, string[]> };
  text: string;
}

const START = Object.entries(standardMap.startingUnits).flatMap(([power, list]) => list.map((u) => `${power} ${u}`));

export function sheetCase(s: Sheet): Record<string, unknown> {
  const pos = s.position === 'start' ? { units: START } : s.position;
  const c: Record<string, unknown> = { rules: 'alexander', phase: s.phase, year: 1901, units: pos.units, orders: s.text };
  // Retreats and adjustments here follow a Fall turn.
  if (s.season || s.phase !== 'movement') c.season = s.season ?? 'fall';
  if ('dislodged' in pos && pos.dislodged) {
    c.dislodged = pos.dislodged.map((d) => {
      const [power, type, loc, , from] = d.split(' ');
      return { unit: `${power} ${type} ${loc}`, from };
    });
  }
  if ('centres' in pos && pos.centres) c.centres = Object.fromEntries(Object.entries(pos.centres).flatMap(([power, ids]) => ids.map((id) => [id, power])));
  return c;
}

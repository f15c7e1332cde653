import { z } from 'zod';
import { POSITION_VERSION, positionFromJson, type PositionJson } from '../../game/serialize';
import type { GameMap } from '../../map/gameMap';
import { standardMap } from '../../map/standardMap';
import { POWER_NAMES, POWERS, provinceOf, type Power } from '../../map/types';
import { shortPhaseName } from '../phaseNames';
import type { RecordProblem } from '../types';

/**
 * python-diplomacy's state of a phase: `units` by power ("A PAR", "F STP/SC", and "*A MUN" for a
 * unit dislodged and awaiting its retreat) and `centers` by power, in upper-case province ids.
 */
const stateSchema = z
  .object({
    units: z.record(z.string(), z.array(z.string())),
    centers: z.record(z.string(), z.array(z.string())),
  })
  .passthrough();

/** "AUSTRIA" → AUS: python-diplomacy names powers in full, in capitals. */
const POWER_BY_NAME: ReadonlyMap<string, Power> = new Map(POWERS.map((p) => [POWER_NAMES[p].toUpperCase(), p]));

/** Why a state cannot be used; the caller reports it and starts from the standard position. */
class Unusable extends Error {}

/**
 * The record's own first position, from the `state` of its first phase `name` (S1905M), in the
 * engine's notation. Undefined, with a problem said, when the state cannot be read as a position.
 */
export function startFromState(state: unknown, name: string, problems: RecordProblem[], map: GameMap = standardMap): PositionJson | undefined {
  try {
    return readState(state, name, map);
  } catch (e) {
    problems.push({ line: null, phase: name, message: `The saved game's first phase (${name}) has a state this checker cannot use as its start (${(e as Error).message}); the game was rebuilt from the standard 1901 position.` });
    return undefined;
  }
}

function readState(state: unknown, name: string, map: GameMap): PositionJson {
  const id = shortPhaseName(name);
  if (!id) throw new Unusable(`"${name}" is no phase`);
  const parsed = stateSchema.safeParse(state);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Unusable(`state.${issue.path.join('.')}: ${issue.message}`);
  }
  const powerOf = (key: string) => {
    const p = POWER_BY_NAME.get(key.toUpperCase());
    if (!p) throw new Unusable(`"${key}" is no power of the standard map`);
    return p;
  };
  const place = (text: string) => {
    const loc = map.lookup(text);
    if (!loc) throw new Unusable(`"${text}" is no province of the standard map`);
    return loc;
  };
  const units: string[] = [];
  for (const [key, list] of Object.entries(parsed.data.units)) {
    const power = powerOf(key);
    for (const text of list) {
      const m = /^(\*?)\s*([AF])\s+(\S+)$/i.exec(text.trim());
      if (!m) throw new Unusable(`unit "${text}" is not written "A PAR" or "F STP/SC"`);
      // The dislodged unit's attacker is not in the state, and the retreat phase needs it.
      if (m[1]) throw new Unusable(`${text} is dislodged, and the state does not say where its attacker came from`);
      units.push(`${power} ${m[2].toUpperCase()} ${place(m[3])}`);
    }
  }
  const centres: Record<string, Power> = {};
  for (const [key, list] of Object.entries(parsed.data.centers)) {
    const power = powerOf(key);
    for (const text of list) centres[provinceOf(place(text))] = power;
  }
  // A power with neither a centre nor a unit is out of the game.
  const playing = new Set([...units.map((u) => u.slice(0, 3)), ...Object.values(centres)]);
  const json: PositionJson = {
    version: POSITION_VERSION,
    season: id.season,
    year: id.year,
    phase: id.phase,
    units,
    centres,
    eliminated: POWERS.filter((p) => !playing.has(p)),
  };
  try {
    positionFromJson(json, map);
  } catch (e) {
    throw new Unusable((e as Error).message);
  }
  return json;
}

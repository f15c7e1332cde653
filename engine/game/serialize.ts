import { z } from 'zod';
import type { GameMap } from '../map/gameMap';
import { standardMap } from '../map/standardMap';
import { POWERS, provinceOf, splitLoc, unitKey, type Power, type ProvinceId, type Unit, type UnitType } from '../map/types';
import type { PendingInsurrection } from '../resolve/insurrection';
import { sortCentres, sortUnits, type Position } from './position';
import { visible } from '../inputText';

/**
 * Positions as JSON: the sandbox's import/export and saved games. Every file
 * carries a `version`; a reader for a newer version refuses with a message
 * instead of guessing. Units are written as the CLI writes them ("ENG F lon").
 * The CalsMUN fields (`insurrections`, `victoryPoints`) are optional and left
 * out when empty, so every earlier version-1 file still reads the same.
 */
export const POSITION_VERSION = 1;

const power = z.enum(POWERS);
const unitText = z.string().regex(/^(AUS|ENG|FRA|GER|ITA|RUS|TUR) [AF] [a-z]{3}(\/(nc|sc|ec))?$/, 'a unit is written "POW T loc", e.g. "ENG F lon" or "RUS F stp/sc"');
const province = z.string().regex(/^[a-z]{3}$/, 'a province is a lowercase three-letter id, e.g. "bur"');
const siteText = z.string().regex(/^[AF] [a-z]{3}(\/(nc|sc|ec))?$/, 'a centre to revive is written "T loc", e.g. "A mos" or "F stp/sc"');
const insurrectionJson = z
  .object({
    power,
    supporters: z.array(unitText),
    centres: z.array(siteText).optional(),
    missing: z.number().int().min(0).default(0),
  })
  .strict();

export const positionJsonSchema = z
  .object({
    version: z.literal(POSITION_VERSION, {
      errorMap: () => ({ message: `this reader knows position files of version ${POSITION_VERSION}` }),
    }),
    season: z.enum(['spring', 'fall']),
    year: z.number().int().min(1),
    phase: z.enum(['movement', 'retreat', 'adjustment']),
    units: z.array(unitText),
    centres: z.record(z.string(), power),
    dislodged: z.array(z.object({ unit: unitText, from: province, convoyed: z.boolean().default(false) }).strict()).default([]),
    standoffs: z.array(province).default([]),
    eliminated: z.array(power).default([]),
    winner: power.optional(),
    insurrections: z.array(insurrectionJson).optional(),
    victoryPoints: z.record(power, z.number().int().min(0)).optional(),
  })
  .strict();

export type PositionJson = z.input<typeof positionJsonSchema>;

/** A position file that cannot be read; `issues` says where and what, one line each. */
export class PositionError extends Error {
  override name = 'PositionError';
  readonly issues: string[];
  constructor(issues: string[]) {
    // An issue may quote the file: it shows every character and reorders nothing.
    const shown = issues.map(visible);
    super(`Bad position: ${shown.join('; ')}`);
    this.issues = shown;
  }
}

export function positionToJson(position: Position): PositionJson {
  const json: PositionJson = {
    version: POSITION_VERSION,
    season: position.season,
    year: position.year,
    phase: position.phase,
    units: sortUnits(position.units).map(unitKey),
    centres: sortCentres(position.centres),
    dislodged: position.dislodged.map((d) => ({ unit: unitKey(d.unit), from: d.attackerFrom, convoyed: d.attackerConvoyed })),
    standoffs: [...position.standoffs],
    eliminated: [...position.eliminated],
  };
  if (position.winner) json.winner = position.winner;
  if (position.insurrections?.length) {
    json.insurrections = position.insurrections.map((i) => {
      const entry: z.input<typeof insurrectionJson> = { power: i.power, supporters: i.supporters.map(unitKey), missing: i.missing };
      if (i.sites) entry.centres = i.sites.map((s) => `${s.unit} ${s.at}`);
      return entry;
    });
  }
  const points = sortedPoints(position.victoryPoints);
  if (points) json.victoryPoints = points;
  return json;
}

/** Victory points with powers in order and zeros left out; undefined when nobody has any. */
function sortedPoints(points: Position['victoryPoints']): Partial<Record<Power, number>> | undefined {
  const sorted: Partial<Record<Power, number>> = {};
  for (const p of POWERS) if (points?.[p]) sorted[p] = points[p];
  return Object.keys(sorted).length > 0 ? sorted : undefined;
}

export function stringifyPosition(position: Position): string {
  return JSON.stringify(positionToJson(position), null, 2);
}

/** Read a position from its JSON text. Throws `PositionError` naming each problem's path. */
export function parsePosition(text: string, map: GameMap = standardMap): Position {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new PositionError([`not valid JSON (${(e as Error).message})`]);
  }
  return positionFromJson(json, map);
}

/** Validate a parsed JSON value against the schema and the map. Throws `PositionError`. */
export function positionFromJson(json: unknown, map: GameMap = standardMap): Position {
  const parsed = positionJsonSchema.safeParse(json);
  if (!parsed.success) {
    throw new PositionError(parsed.error.issues.map((i) => `${i.path.length ? i.path.join('.') : 'position'}: ${i.message}`));
  }
  const data = parsed.data;
  const issues: string[] = [];
  const units = data.units.map((text, i) => readUnit(map, text, `units[${i}]`, issues));
  const dislodged = data.dislodged.map((d, i) => ({
    unit: readUnit(map, d.unit, `dislodged[${i}].unit`, issues),
    attackerFrom: knownProvince(map, d.from, `dislodged[${i}].from`, issues),
    attackerConvoyed: d.convoyed,
  }));
  oneUnitPerProvince(units.map((u, i) => [u, `units[${i}]`]), issues);
  oneUnitPerProvince(dislodged.map((d, i) => [d.unit, `dislodged[${i}].unit`]), issues);
  for (const [p] of Object.entries(data.centres)) {
    if (!map.province(p)?.supplyCentre) issues.push(`centres.${p}: "${p}" is not a supply centre`);
  }
  data.standoffs.forEach((p, i) => knownProvince(map, p, `standoffs[${i}]`, issues));
  if (data.phase !== 'retreat' && (data.dislodged.length > 0 || data.standoffs.length > 0)) {
    issues.push(`dislodged: only a retreat phase has dislodged units and standoffs (this is a ${data.phase} phase)`);
  }
  if (data.phase === 'adjustment' && data.season !== 'fall') issues.push('phase: adjustments come only after a Fall turn');
  const insurrections = (data.insurrections ?? []).map((entry, i) => readInsurrection(map, entry, `insurrections[${i}]`, issues));
  if (data.phase !== 'retreat' && insurrections.length > 0) {
    issues.push(`insurrections: an insurrection waits for settlement only in a retreat phase (this is a ${data.phase} phase)`);
  }
  if (issues.length > 0) throw new PositionError(issues);

  const position: Position = {
    season: data.season,
    year: data.year,
    phase: data.phase,
    units: sortUnits(units),
    centres: sortCentres(data.centres as Record<ProvinceId, Power>),
    dislodged,
    standoffs: [...data.standoffs],
    eliminated: [...new Set(data.eliminated)].sort(),
  };
  if (data.winner) position.winner = data.winner;
  if (insurrections.length > 0) position.insurrections = insurrections;
  const points = sortedPoints(data.victoryPoints);
  if (points) position.victoryPoints = points;
  return position;
}

/** A pending insurrection (CalsMUN), checked against the map: its supporters could stand where they stood, its centres are the power's. */
function readInsurrection(map: GameMap, entry: z.output<typeof insurrectionJson>, path: string, issues: string[]): PendingInsurrection {
  const supporters = sortUnits(entry.supporters.map((text, i) => readUnit(map, text, `${path}.supporters[${i}]`, issues)));
  const pending: PendingInsurrection = { power: entry.power, supporters, missing: entry.missing };
  if (entry.centres) {
    pending.sites = entry.centres.map((text, i) => {
      const [type, loc] = text.split(' ');
      const place = map.province(provinceOf(loc));
      if (!place?.supplyCentre || place.home !== entry.power) issues.push(`${path}.centres[${i}]: "${provinceOf(loc)}" is not a home centre of ${entry.power}`);
      else readUnit(map, `${entry.power} ${text}`, `${path}.centres[${i}]`, issues);
      return { unit: type as UnitType, at: loc };
    });
  }
  return pending;
}

function knownProvince(map: GameMap, id: string, path: string, issues: string[]): ProvinceId {
  if (!map.province(id)) issues.push(`${path}: unknown province "${id}"`);
  return id;
}

/** A unit string, checked against the map: the type can stand there, and a fleet on a two-coast province names its coast. */
function readUnit(map: GameMap, text: string, path: string, issues: string[]): Unit {
  const [p, type, loc] = text.split(' ');
  const unit: Unit = { power: p as Power, type: type as UnitType, loc };
  const { province: id, coast } = splitLoc(loc);
  const place = map.province(id);
  if (!place) {
    issues.push(`${path}: unknown province "${id}" in "${text}"`);
    return unit;
  }
  if (!map.canOccupy(unit.type, id)) {
    issues.push(`${path}: ${type === 'A' ? 'an army' : 'a fleet'} cannot stand in ${place.name} ("${text}")`);
    return unit;
  }
  const coasts = map.coasts(id);
  if (type === 'F' && coasts.length > 0 && (!coast || !coasts.includes(coast))) {
    issues.push(`${path}: a fleet in ${place.name} must name its coast (${coasts.map((c) => `${id}/${c}`).join(' or ')})`);
  } else if (coast && (type === 'A' || !coasts.includes(coast))) {
    issues.push(`${path}: "${loc}" is not a place ${type === 'A' ? 'an army' : 'a fleet'} can stand`);
  }
  return unit;
}

function oneUnitPerProvince(entries: [Unit, string][], issues: string[]): void {
  const seen = new Map<ProvinceId, string>();
  for (const [u, path] of entries) {
    const p = provinceOf(u.loc);
    const first = seen.get(p);
    if (first) issues.push(`${path}: a second unit in "${p}" (the first is ${first}); one unit per province (I.2.d)`);
    else seen.set(p, path);
  }
}

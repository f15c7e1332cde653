/**
 * What other engines do with a DATC case, for the row beside its board and the engines page: read
 * at build time from content/peers/ through their schemas. A case's row is shown only when the site's
 * case is the one the engines were run on (DATC v3.2's: the same phase and units ordered, and for an
 * adjustment the same units after it); otherwise the row says why it is not shown, since a verdict
 * on another position would mislead.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { Case } from '../../../engine/cli/caseFile';
import { ENGINE_IDS, peerDifferencesSchema, peerRulingsSchema, type EngineId, type PeerDifferences, type PeerRulings } from './peerRulings';

const DIR = join(process.cwd(), 'content', 'peers');

let loaded: { rulings: PeerRulings; differences: PeerDifferences } | undefined;

/** The data, read and checked once per build. */
export function peerData(dir: string = DIR): { rulings: PeerRulings; differences: PeerDifferences } {
  if (loaded && dir === DIR) return loaded;
  const data = {
    rulings: peerRulingsSchema.parse(JSON.parse(readFileSync(join(dir, 'datc-rulings.json'), 'utf8'))),
    differences: peerDifferencesSchema.parse(parse(readFileSync(join(dir, 'differences.yaml'), 'utf8'))),
  };
  if (dir === DIR) loaded = data;
  return data;
}

/** Where each engine is used, and its name as a player knows it. */
export const ENGINE_INFO: Record<EngineId, { name: string; usedBy: string }> = {
  godip: { name: 'godip', usedBy: 'the judge of Diplicity and Droidippy' },
  mila: { name: 'python-diplomacy', usedBy: 'the engine of research bots (MILA, DipNet) and of games run with its Python package' },
  'js-diplomacy': { name: 'js-diplomacy', usedBy: 'a TypeScript library on npm' },
  webdiplomacy: { name: 'webDiplomacy', usedBy: 'the webDiplomacy.net site' },
};

export interface EngineRow {
  engine: EngineId;
  name: string;
  /** The contract's word: `true`, `false`, or `unknown` where the engine cannot express the case or documents no result. */
  agrees: 'true' | 'false' | 'unknown';
  /** What it does instead, in our words (a difference), or why nothing is known. */
  says?: string;
  choice?: { title: string; link: string };
  /** How the result is known: the engine's version and whether it was run or its test data read. */
  source: string;
}

export interface OtherEngines {
  caseId: string;
  /** Shown: the site's case is DATC v3.2's. Otherwise `why` says what differs. */
  shown: boolean;
  why?: string;
  rows: EngineRow[];
}

/** The units ordered in a case's first phase, as `POW T prov` without coasts; a build or removal names its unit after the verb. */
export function orderedUnits(orderKeys: readonly string[]): string[] {
  const units = new Set<string>();
  for (const k of orderKeys) {
    const m = /^([A-Z]{3}) (?:(?:Build|Remove|Disband) )?([AF]) ([a-z]{3})/.exec(k);
    if (m) units.add(`${m[1]} ${m[2]} ${m[3]}`);
  }
  return [...units].sort();
}

const withoutCoast = (unit: string) => unit.replace(/\/[a-z]{2}$/, '');

/** The units an adjustment case of the site ends with, as it expects: its units, less those removed, plus those built. */
export function unitsAfterAdjustment(c: Pick<Case, 'units' | 'orders' | 'civilDisorder'>): string[] {
  const after = new Set(c.units.map(withoutCoast));
  for (const line of c.orders) {
    const [order, outcome] = Object.entries(line)[0] ?? [];
    const m = order && /^([A-Z]{3}) (Build|Remove|Disband) ([AF] [a-z]{3})/.exec(order);
    if (!m || outcome !== 'succeeds') continue;
    if (m[2] === 'Build') after.add(`${m[1]} ${m[3]}`);
    else after.delete(`${m[1]} ${m[3]}`);
  }
  for (const u of c.civilDisorder) after.delete(withoutCoast(u));
  return [...after].sort();
}

/** A version a reader can check: `godip at 5517bcd`, `js-diplomacy 0.1.5`. */
function sourceOf(rulings: PeerRulings, e: EngineId): string {
  const info = rulings.engines[e]!;
  const version = /^npm package (\S+)/.exec(info.commit)?.[1] ?? `${ENGINE_INFO[e].name} at ${info.commit.slice(0, 7)}`;
  return info.how === 'documented' ? `${version}, its documented test data (not run)` : `${version}, run on the case`;
}

/** A js-diplomacy difference said from the units each side ends with. */
export function unitsSentence(r: { engineHas?: string[]; datcHas?: string[]; missingAdjacency?: string }): string | undefined {
  if (!r.datcHas) return undefined;
  const list = (xs: string[]) => xs.join(', ') || 'nothing';
  const gap = r.missingAdjacency ? ` Its map lacks the ${r.missingAdjacency.replace('-', '–')} border this case uses.` : '';
  return `Ends with ${list(r.engineHas ?? [])} where the DATC has ${list(r.datcHas)}.${gap}`;
}

/** The other engines' row for one DATC case of the site, given the units its orders name. */
export function otherEnginesFor(caseId: string, siteUnits: readonly string[], phase: string, data = peerData(), siteAfter?: readonly string[]): OtherEngines {
  const c = data.rulings.cases[caseId];
  if (!c) return { caseId, shown: false, why: 'This case is not in DATC v3.2, the edition the other engines were run on.', rows: [] };
  const sameEnd = c.after === undefined || (siteAfter !== undefined && c.after.join() === [...siteAfter].sort().join());
  const same = c.phase === phase && c.units.join() === [...siteUnits].sort().join() && sameEnd;
  if (!same) return { caseId, shown: false, why: 'The other engines were run on DATC v3.2’s version of this case, which this page has not been matched with yet.', rows: [] };
  const rows = ENGINE_IDS.map((e): EngineRow => {
    const r = c.engines[e]!;
    const said = data.differences.engines[e]?.[caseId];
    const choice = said?.choice ? data.differences.choices[said.choice] : undefined;
    const agrees = r.agrees === null ? 'unknown' : r.agrees ? 'true' : 'false';
    const says = agrees === 'true' ? undefined : (said?.says ?? unitsSentence(r) ?? (r.status === 'not documented' ? 'Documents no result for this case.' : `No result: ${r.status}.`));
    return { engine: e, name: ENGINE_INFO[e].name, agrees, ...(says ? { says } : {}), ...(choice ? { choice: { title: choice.title, link: choice.link } } : {}), source: sourceOf(data.rulings, e) };
  });
  return { caseId, shown: true, rows };
}

/** The row for a case of the site's DATC files: its first phase's units decide whether it is v3.2's case. */
export function otherEnginesForCase(c: Case, data = peerData()): OtherEngines {
  const keys = (lines: Record<string, string>[] | undefined) => (lines ?? []).map((o) => Object.keys(o)[0] ?? '');
  const firstPhase = c.before ? 'movement' : c.phase;
  const units = orderedUnits(c.before ? keys(c.before) : keys(c.orders));
  return otherEnginesFor(c.id, units, firstPhase, data, firstPhase === 'adjustment' ? unitsAfterAdjustment(c) : undefined);
}

/** A record format whose site's engine is in the data: webDiplomacy's archives, python-diplomacy's saved games. */
export const FORMAT_ENGINE = { webdiplomacy: 'webdiplomacy', 'python-diplomacy': 'mila' } as const satisfies Record<string, EngineId>;

export interface KnownDifference {
  engine: string;
  says: string;
  choice?: { title: string; link: string };
}

/**
 * For the record check: by record format, the DATC cases where that format's engine is known to
 * differ from the DATC, with our sentence. A difference whose case is listed is said to be that
 * engine's known way, not a slip of the record.
 */
export function knownDifferencesByFormat(data = peerData()): Record<keyof typeof FORMAT_ENGINE, Record<string, KnownDifference>> {
  const out = {} as Record<keyof typeof FORMAT_ENGINE, Record<string, KnownDifference>>;
  for (const [format, e] of Object.entries(FORMAT_ENGINE) as [keyof typeof FORMAT_ENGINE, EngineId][]) {
    out[format] = {};
    for (const [id, said] of Object.entries(data.differences.engines[e] ?? {})) {
      if (data.rulings.cases[id]?.engines[e]?.agrees !== false) continue;
      const choice = said.choice ? data.differences.choices[said.choice] : undefined;
      out[format][id] = { engine: ENGINE_INFO[e].name, says: said.says, ...(choice ? { choice: { title: choice.title, link: choice.link } } : {}) };
    }
  }
  return out;
}

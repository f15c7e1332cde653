/**
 * What other engines do with a DATC case, for the row beside its board and the engines page: read
 * at build time from content/peers/ through their schemas. A case's row is shown only when the site's
 * case is the one the engines were run on (DATC v3.2's: the same phase and units ordered, and for an
 * adjustment the same units after it); otherwise the row says why it is not shown, since a verdict
 * on another position would mislead.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Case } from '../../../engine/testCases/caseFile';
import { ENGINE_IDS, parsePeerData, type EngineId, type PeerDifferences, type PeerRulings } from '../../../engine/record/otherEngines/peerRulings';
import { ENGINE_INFO, engineWaysIn, knownDifferencesIn } from '../../../engine/record/otherEngines/knownDifferences';

export { ENGINE_INFO };

const DIR = join(process.cwd(), 'content', 'peers');

let loaded: { rulings: PeerRulings; differences: PeerDifferences } | undefined;

/** The data, read and checked once per build. */
export function peerData(dir: string = DIR): { rulings: PeerRulings; differences: PeerDifferences } {
  if (loaded && dir === DIR) return loaded;
  const data = parsePeerData(readFileSync(join(dir, 'datc-rulings.json'), 'utf8'), readFileSync(join(dir, 'differences.yaml'), 'utf8'));
  if (dir === DIR) loaded = data;
  return data;
}

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

/** For the record check: by record format, the DATC cases where its engine is known to differ (engine/record/otherEngines). */
export const knownDifferencesByFormat = (data = peerData()) => knownDifferencesIn(data);

/** For the GM table: the other engines' rule choices that are one of our policies. */
export const engineWays = (data = peerData()) => engineWaysIn(data);

/**
 * Game-master mode's ruling: every player's sheet, pasted together, ruled as the CLI rules a case
 * (the same reader and ruler as `rulePhase`, so the table, the sandbox and `npm run adjudicate`
 * agree), then shaped for the table: one row per CLI entry, the lines that could not be followed
 * as written listed apart, the units after the phase and the retreats owed. Also the plain text a
 * game master reads aloud (the CLI's `rulingText`) and the position the phase leads to. Pure: it
 * runs in a Web Worker, because the lenient parser is slow on huge pastes.
 */
import { readCase } from '../../../engine/case/json/caseInput';
import { formatUnitKey } from '../../../engine/orders/format';
import { ruledWithJson, rulingText, type RulingJson } from '../../../engine/case/ruling';
import { GameOverError, nextPosition } from '../../../engine/game/nextPosition';
import { phaseLabel, type Position } from '../../../engine/game/position';
import { standardMap } from '../../../engine/map/standardMap';
import { POWERS, splitLoc } from '../../../engine/map/types';
import { ruleSet, type RuleSetId } from '../../../engine/rules';
import { placeName, powerName, unitName } from '../../../engine/trace/describe';
import { insurrectionSentences, unusedBuildSentences } from '../seasonEnd';
import { andList, withoutRuleRefs } from '../../../engine/trace/sentences';
import { citeLinker, type CiteLink } from '../cites';
import { caseOf, dislodgedUnits, rowUnit, type GameOf } from '../sandbox/phaseRuling';
import { variantPlay } from '../sandbox/state';
import { PLAYER_VARIANTS, type PlayerVariantId } from '../../../engine/rules/playerVariants';
import type { EngineWay } from '../../../engine/record/otherEngines/knownDifferences';

export type Degree = RulingJson['orders'][number]['parse'];

export interface GmRow {
  /** 1-based line of the pasted text; null for a unit given no order (the CLI's implicit entry). */
  line: number | null;
  power: string;
  powerName: string;
  /** The line as written ('' for an implicit entry). */
  text: string;
  /** The order as read, in Table III.2 form; for an implicit entry, what the unit did. */
  reading: string | null;
  meanings: string[];
  /** How the line was read, where that needed saying: a name completed, a heading that named no power, a result set aside. */
  notes: string[];
  degree: Degree;
  /** The row contract: the unit as it stood before the phase, with its power (`ENG F lon`). */
  unit: string | null;
  /** The CLI's outcome word. */
  outcome: string;
  /** The order's kind, when known (a disband that is carried out is shown as the unit leaving). */
  kind: string | null;
  dislodged: boolean;
  explanation: string;
  cites: CiteLink[];
  /** Other engines that would rule this order otherwise, by a rule choice of theirs that is one of our policies. */
  otherEngines?: { engines: string; outcome: string; caseId: string; title: string; says: string; link: string };
}

/** An un-assignable or ambiguous line, and why. */
export interface GmProblem {
  line: number;
  powerName: string;
  text: string;
  degree: 'un-assignable' | 'ambiguous';
  why: string;
  meanings: string[];
}

export interface GmRuling {
  /** `Spring 1901 movement`. */
  phase: string;
  rulesTitle: string;
  rows: GmRow[];
  problems: GmProblem[];
  /** The units after the phase, power by power. */
  after: { powerName: string; units: string[] }[];
  retreats: { unit: string; attackedFrom: string; convoyed: boolean; options: string[] }[];
  standoffs: string[];
  phaseNext: RulingJson['phase_next'];
  /** Lines that order nothing (a title, prose, a date, a report's line), kept apart from the table. */
  notOrders: { line: number; text: string }[];
  /** What a game master reads aloud (the CLI's plain-text ruling). */
  plainText: string;
  /** The position the phase leads to, or why there is none (the game is over). */
  next: { position: Position } | { error: string };
  /**
   * CalsMUN: what the season's insurrections came to, when this phase ends the season (one sentence each), or
   * that they wait for the retreats.
   */
  insurrections: string[];
  /** An adjustment phase: each power that built fewer units than it could and waived none of the rest (III.5.i). */
  unusedBuilds: string[];
  /** The CLI's JSON ruling, for a post of it. */
  json: RulingJson;
  /** The case ruled, as the CLI reads it: the sandbox opens it from a `#case=` link. */
  caseInput: object;
}

export const DEGREE_LABEL: Record<Degree, string> = {
  'well-written': 'well written',
  'badly-written': 'badly written',
  ambiguous: 'ambiguous',
  'un-assignable': 'un-assignable',
  implicit: 'no order given',
  'not-an-order': 'not an order',
};

const IMPLICIT_READING: Record<string, string> = { hold: 'holds', disband: 'is disbanded' };

function toRow(entry: RulingJson['orders'][number], dislodged: Set<string>, link: (id: string) => CiteLink): GmRow {
  const unit = rowUnit(entry);
  const implicit = entry.line === null;
  return {
    line: entry.line,
    power: entry.power,
    powerName: entry.power ? powerName(entry.power) : '',
    text: entry.text,
    reading: implicit ? `${entry.unit ? formatUnitKey(entry.unit) : ''} ${IMPLICIT_READING[entry.kind ?? ''] ?? entry.kind ?? ''}`.trim() : entry.reading,
    meanings: entry.meanings ?? [],
    notes: entry.diagnostics.filter((d) => d.severity !== 'error').map((d) => d.message),
    degree: entry.parse,
    unit,
    outcome: entry.outcome,
    kind: entry.kind ?? null,
    dislodged: unit !== null && dislodged.has(unit),
    explanation: withoutRuleRefs(entry.explanation),
    cites: entry.rules.map(link),
  };
}

function whyNot(entry: RulingJson['orders'][number]): string {
  const error = entry.diagnostics.find((d) => d.severity === 'error');
  return error?.message ?? entry.explanation.replace(/^Not followed: /, '');
}

const locName = (loc: string) => placeName(standardMap, loc);

export interface GmOptions {
  /** Paths of the site's built pages, so rule citations link only to pages that exist. */
  pages?: Iterable<string>;
  /** A game for fewer players (V.5) and its toss: ruled as the sandbox and the CLI rule it. */
  game?: GameOf;
  /** Other engines' rule choices (from content/peers/): a row they would rule otherwise says so. */
  engineWays?: readonly EngineWay[];
}

/** The row's note on other engines, as one sentence: "godip and webDiplomacy rule it: moves (…; DATC 6.G.8)". */
export function otherEnginesSentence(o: NonNullable<GmRow['otherEngines']>, word: string): string {
  return `${o.engines} rule${o.engines.includes(' and ') ? '' : 's'} it: ${word} (${o.title.charAt(0).toLowerCase()}${o.title.slice(1)}; DATC ${o.caseId}).`;
}

/**
 * Each row whose outcome another engine's rule choice would change: the sheet ruled again with
 * that one policy switched, and compared line by line. A rule set that already makes the choice
 * changes nothing, and so says nothing.
 */
function markOtherEngines(c: ReturnType<typeof readCase>, json: RulingJson, rows: GmRow[], ways: readonly EngineWay[]): void {
  for (const way of ways) {
    const switched = Object.entries(way.policies).some(([k, v]) => c.ruleValue.policies[k as keyof typeof way.policies] !== v);
    if (!switched) continue;
    const theirs = ruledWithJson({ ...c, ruleValue: { ...c.ruleValue, policies: { ...c.ruleValue.policies, ...way.policies } } }, standardMap).json;
    json.orders.forEach((entry, i) => {
      const other = theirs.orders[i];
      if (entry.parse === 'not-an-order' || !other || other.outcome === entry.outcome) return;
      const row = rows.find((r) => r.line === entry.line && r.unit === rowUnit(entry));
      if (row && !row.otherEngines) row.otherEngines = { engines: andList(way.engines), outcome: other.outcome, caseId: way.caseId, title: way.title, says: way.says, link: way.link };
    });
  }
}

export function ruleSheets(position: Position, text: string, rules: RuleSetId, options: GmOptions = {}): GmRuling {
  const game = options.game ?? {};
  const caseInput = caseOf(position, text, rules, game);
  const c = readCase(JSON.stringify(caseInput), standardMap, rules);
  const { json } = ruledWithJson(c, standardMap);
  const link = citeLinker(new Set(options.pages ?? []));
  const dislodged = dislodgedUnits(json);
  const rows = json.orders.filter((e) => e.parse !== 'not-an-order').map((e) => toRow(e, dislodged, link));
  if (options.engineWays?.length) markOtherEngines(c, json, rows, options.engineWays);
  const notOrders = json.orders.filter((e) => e.parse === 'not-an-order').map((e) => ({ line: e.line ?? 0, text: e.text }));
  const problems: GmProblem[] = json.orders
    .filter((e): e is typeof e & { line: number; parse: 'un-assignable' | 'ambiguous' } => e.line !== null && (e.parse === 'un-assignable' || e.parse === 'ambiguous'))
    .map((e) => ({ line: e.line, powerName: e.power ? powerName(e.power) : 'no power', text: e.text, degree: e.parse, why: whyNot(e), meanings: e.meanings ?? [] }));
  const after = POWERS.map((p) => ({
    powerName: powerName(p),
    units: json.units.filter((k) => k.startsWith(`${p} `)).map((k) => {
      const [, type, loc] = k.split(' ');
      return unitName(standardMap, type, loc);
    }),
  })).filter((p) => p.units.length > 0);
  const retreats = json.dislodged.map((d) => {
    const [power, type, loc] = d.unit.split(' ');
    return { unit: `${powerName(power)} ${unitName(standardMap, type, loc)}`, attackedFrom: locName(d.from), convoyed: d.convoyed, options: d.retreats.map(locName) };
  });
  let next: GmRuling['next'];
  let insurrections: string[] = [];
  let unusedBuilds: string[] = [];
  try {
    const variant = game.variant ? variantPlay({ variant: game.variant as PlayerVariantId, toss: game.toss }) : undefined;
    const step = nextPosition(position, c.parse.given, rules, variant ? { map: standardMap, variant } : { map: standardMap });
    next = { position: step.position };
    insurrections = insurrectionSentences(step);
    unusedBuilds = unusedBuildSentences(step);
  } catch (e) {
    next = { error: e instanceof GameOverError ? 'The game is over: no phase follows.' : (e as Error).message };
  }
  return {
    phase: phaseLabel(position),
    rulesTitle: `${ruleSet(rules).title}${game.variant ? `, ${lowerFirst(PLAYER_VARIANTS[game.variant as PlayerVariantId].title)}` : ''}`,
    rows,
    notOrders,
    problems,
    after,
    retreats,
    standoffs: json.standoffs.map((p) => locName(splitLoc(p).province)),
    phaseNext: json.phase_next,
    plainText: [
      rulingText(c, standardMap),
      ...(unusedBuilds.length ? [`Builds left unused:\n${unusedBuilds.map((s) => `  ${s}`).join('\n')}`] : []),
      ...(insurrections.length ? [`At the end of the season:\n${insurrections.map((s) => `  ${s}`).join('\n')}`] : []),
    ].join('\n\n'),
    next,
    insurrections,
    unusedBuilds,
    json,
    caseInput,
  };
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

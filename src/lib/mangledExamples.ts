/**
 * Seed 004's examples as data (content/mangled/examples.yaml): the positions the Mangled orders
 * page's line tester offers, and every example line with the degree the seed gives it. Loading
 * validates the file with zod and reads every example with the engine; a degree (or a stated
 * legality) the engine does not agree with throws, so the build fails rather than the page lying.
 *
 * Node only (it reads a file); used at build time by the page and by the tests.
 */
import { join, resolve } from 'node:path';
import { loadYamlFile } from './loadYaml';
import { z } from 'zod';
import { standardMap } from '../../engine/map/standardMap';
import { POWERS, provinceOf, type Power, type Unit, type UnitType } from '../../engine/map/types';
import type { Degree } from '../../engine/orders/parseTypes';
import type { TesterPosition } from './lineTester/position';
import { readLine, type LineReport } from './lineTester/readLine';

export const EXAMPLES_FILE = resolve(process.env.MANGLED_EXAMPLES ?? join(process.cwd(), 'content', 'mangled', 'examples.yaml'));

export const DEGREES = ['un-assignable', 'ambiguous', 'badly-written', 'well-written'] as const satisfies readonly Degree[];

/** `FRA A par`, `RUS F stp/sc`: a power, a unit type and a place the unit can stand on. */
const unit = z.string().transform((text, ctx): Unit => {
  const m = /^([A-Z]{3}) ([AF]) ([a-z]{3}(?:\/[nse]c)?)$/.exec(text);
  const power = m?.[1] as Power | undefined;
  if (!m || !POWERS.includes(power!)) {
    ctx.addIssue({ code: 'custom', message: `"${text}" is not a unit: write "POWER TYPE place", e.g. "FRA A par" or "RUS F stp/sc"` });
    return z.NEVER;
  }
  const [type, loc] = [m[2] as UnitType, m[3]];
  // An army stands on the province; a fleet on one of its coasts where it has two.
  const places = type === 'A' ? [provinceOf(loc)] : standardMap.locs(provinceOf(loc));
  if (!standardMap.province(provinceOf(loc)) || !standardMap.canOccupy(type, provinceOf(loc)) || !places.includes(loc)) {
    ctx.addIssue({ code: 'custom', message: `"${text}": ${type === 'A' ? 'an army' : 'a fleet'} cannot stand on "${loc}"` });
    return z.NEVER;
  }
  return { power: power!, type, loc };
});

const province = z.string().refine((p) => standardMap.province(p)?.supplyCentre === true, (p) => ({ message: `"${p}" is not a supply centre` }));

const positionSchema = z
  .object({
    title: z.string().min(1),
    summary: z.string().min(1),
    phase: z.enum(['movement', 'adjustment']),
    units: z.array(unit).min(1),
    /** Supply-centre owners by power, as in the scenarios: `{ FRA: [par, mar] }`. */
    centres: z.record(z.enum(POWERS), z.array(province)).optional(),
  })
  .strict()
  .refine((p) => p.phase !== 'adjustment' || p.centres !== undefined, { message: 'an adjustment position needs its centres', path: ['centres'] });

const exampleSchema = z
  .object({
    /** The order line exactly as the seed writes it. */
    line: z.string().min(1),
    /** The id of a position under `positions`. */
    position: z.string(),
    /** The seed's degree for the line. */
    degree: z.enum(DEGREES),
    /** The seed's word on legality, where it gives one (badly and well written orders). */
    legal: z.boolean().optional(),
    /** Why the line has its degree, in a sentence of our own. */
    note: z.string().min(1),
  })
  .strict();

const fileSchema = z
  .object({
    positions: z.record(z.string().regex(/^[a-z0-9-]+$/, 'a position id is lowercase words with hyphens'), positionSchema),
    examples: z.array(exampleSchema).min(1),
  })
  .strict()
  .superRefine((f, ctx) => {
    f.examples.forEach((e, i) => {
      if (!(e.position in f.positions)) ctx.addIssue({ code: 'custom', path: ['examples', i, 'position'], message: `no position "${e.position}"` });
    });
  });

export interface MangledExample {
  line: string;
  position: TesterPosition;
  degree: Degree;
  legal?: boolean;
  note: string;
  /** What the engine makes of the line on that position. */
  report: LineReport;
}

export interface MangledExamples {
  positions: TesterPosition[];
  examples: MangledExample[];
}

export class MangledExamplesError extends Error {
  override name = 'MangledExamplesError';
}

/** Read and validate the file, without asking the engine anything. */
export function readExamplesFile(file: string = EXAMPLES_FILE): { positions: TesterPosition[]; examples: Omit<MangledExample, 'report'>[] } {
  const data = loadYamlFile(file, fileSchema, { error: MangledExamplesError });
  const positions = Object.entries(data.positions).map(([id, p]): TesterPosition => {
    const centres = p.centres ? Object.fromEntries(Object.entries(p.centres).flatMap(([power, list]) => list.map((c) => [c, power as Power]))) : undefined;
    return { id, title: p.title, summary: p.summary, phase: p.phase, units: p.units, ...(centres ? { centres } : {}) };
  });
  const byId = new Map(positions.map((p) => [p.id, p]));
  const examples = data.examples.map((e) => ({ ...e, position: byId.get(e.position)! }));
  return { positions, examples };
}

/** Where the engine and the seed disagree about an example; empty when they agree. */
export function disagreement(e: Omit<MangledExample, 'report'>, report: LineReport): string | undefined {
  if (report.degree !== e.degree) return `the seed says ${e.degree}, the engine reads ${report.degree ?? 'no order'}`;
  if (e.legal !== undefined) {
    const legal = report.verdict === 'followed';
    if (legal !== e.legal) return `the seed says it is ${e.legal ? 'legal' : 'illegal'}, the engine finds it ${legal ? 'legal' : 'illegal'}`;
  }
  return undefined;
}

/** The file, with every example read by the engine. Throws when the engine disagrees with the seed. */
export function loadMangledExamples(file: string = EXAMPLES_FILE): MangledExamples {
  const { positions, examples } = readExamplesFile(file);
  const read = examples.map((e): MangledExample => ({ ...e, report: readLine(e.line, e.position) }));
  const wrong = read.flatMap((e, i) => {
    const why = disagreement(e, e.report);
    return why ? [`examples.${i} "${e.line}" (${e.position.id}): ${why}`] : [];
  });
  if (wrong.length) throw new MangledExamplesError(`${file}: the engine disagrees with seed 004:\n${wrong.join('\n')}`);
  return { positions, examples: read };
}

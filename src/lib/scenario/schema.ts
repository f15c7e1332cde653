/**
 * A scenario as data (content/scenarios/README.md): a position, orders, a rule set and the
 * expected outcome of every order, in the DATC case files' own notation and outcome words
 * (engine/testCases/caseFile.ts), checked with zod.
 */
import { z } from 'zod';
import { differenceSchema as caseDifferenceSchema, type Difference } from '../../../engine/testCases/caseFile';
import { POWERS } from '../../../engine/map';
import { RULE_SET_IDS, type RuleSetId } from '../../../engine/rules';
import { NAMED_FOCI } from '../board/viewports';
import { checkToss, PLAYER_VARIANTS, PLAYER_VARIANT_IDS, type PlayerVariantId } from '../../../engine/rules/playerVariants';

/**
 * Order lines, units and outcomes are only checked for shape here; `toCase` hands them to the
 * DATC case schema, which checks the notation and the outcome words.
 */
const orderLine = z.record(z.string(), z.string());

const province = z.string().regex(/^[a-z]{3}$/, 'a province is a lowercase three-letter id, e.g. "bur"');

export const differenceSchema = z
  .object({
    /** The rule of that rule set that makes the difference, e.g. `alexander:IV.5.f`. */
    rule: z.string().regex(/^[a-z0-9]+:/, 'a rule id such as "alexander:IV.5.f"'),
    reason: z.string(),
    /** Only the orders whose outcome changes (the case files' outcome words). */
    orders: caseDifferenceSchema.shape.orders,
    /** Only if the list of dislodged units changes. */
    dislodged: caseDifferenceSchema.shape.dislodged,
    /** A retreat phase first: only if the list of disbanded units changes. */
    disbanded: z.array(z.string()).optional(),
    /** An adjustment phase first: only if the units removed in civil disorder change. */
    civilDisorder: z.array(z.string()).optional(),
    /** What changes in each phase under `then`, in order (a movement's retreats, a turn's adjustments). */
    then: z
      .array(
        z
          .object({ orders: caseDifferenceSchema.shape.orders, disbanded: z.array(z.string()).optional(), civilDisorder: z.array(z.string()).optional() })
          .strict(),
      )
      .default([]),
  })
  .strict();

export type ScenarioDifference = z.infer<typeof differenceSchema>;

const unitList = z.array(z.string());

/** A phase that follows the scenario's first one, ruled from the position the phase machine reaches. */
const laterPhaseSchema = z
  .object({
    phase: z.enum(['retreat', 'adjustment']),
    orders: z.array(orderLine),
    /** Retreat phase: every unit disbanded (ordered to, or with nowhere to go). */
    disbanded: unitList.default([]),
    /** Adjustment phase: the units the civil-disorder rule removes (III.5.h), in order. */
    civilDisorder: unitList.default([]),
    explanation: z.string().optional(),
  })
  .strict();

export type LaterPhase = z.infer<typeof laterPhaseSchema>;

export const scenarioSchema = z
  .object({
    title: z.string().min(1),
    rules: z.enum(RULE_SET_IDS).default('alexander'),
    phase: z.enum(['movement', 'retreat', 'adjustment']).default('movement'),
    /** The season of the first phase; an adjustment phase is always in the Fall. */
    season: z.enum(['spring', 'fall']).optional(),
    year: z.number().int().min(1901).default(1901),
    /** A game for fewer players (Alexander V.5): `six` … `two`; the year decides whether Italy is still neutral. */
    variant: z.enum(PLAYER_VARIANT_IDS as [PlayerVariantId, ...PlayerVariantId[]]).optional(),
    /** Two players: the side that won the coin toss. */
    toss: z.string().optional(),
    /** Retreat phase: the dislodged units, each with the province its attacker came from. */
    retreating: z.array(z.object({ unit: z.string(), from: province, convoyed: z.boolean().default(false) }).strict()).optional(),
    /** Retreat phase: provinces a standoff left empty in the movement before (III.4.c). */
    standoffs: z.array(province).default([]),
    /** Retreat phase: every unit disbanded. */
    disbanded: unitList.default([]),
    /** Adjustment phase: the units the civil-disorder rule removes, in order. */
    civilDisorder: unitList.default([]),
    /** The phases that follow, each on a board of its own: a movement then its retreats, a Fall turn then its adjustments. */
    then: z.array(laterPhaseSchema).default([]),
    /** A named viewport (src/lib/board/viewports.ts) or a box [x, y, w, h] in board units. */
    focus: z.union([z.enum(NAMED_FOCI), z.tuple([z.number(), z.number(), z.number(), z.number()])]).optional(),
    units: z.array(z.string()).default([]),
    /** Optional supply-centre owners to colour the map, as in adjustment case files: `{ FRA: [par, mar] }`. */
    centres: z.record(z.enum(POWERS), z.array(province)).optional(),
    orders: z.array(orderLine),
    dislodged: z.array(z.string()).default([]),
    cites: z.array(z.string()).default([]),
    explanation: z.string().optional(),
    corrections: z.string().optional(),
    differences: z.record(z.enum(RULE_SET_IDS), differenceSchema).optional(),
  })
  .strict()
  .superRefine((s, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
    if (s.phase === 'retreat' && !s.retreating) issue('retreating', 'a retreat scenario lists its dislodged units with their attackers\' origins');
    if (s.phase !== 'retreat' && (s.retreating || s.standoffs.length || s.disbanded.length)) issue('retreating', '`retreating`, `standoffs` and `disbanded` belong to a retreat phase (a later one goes under `then`)');
    if (s.phase !== 'adjustment' && s.civilDisorder.length) issue('civilDisorder', '`civilDisorder` belongs to an adjustment phase');
    if (s.phase === 'adjustment' && s.season === 'spring') issue('season', 'adjustments happen after the Fall turn only (III.5)');
    if (s.phase !== 'movement' && s.dislodged.length) issue('dislodged', 'only a movement phase dislodges units');
    for (const [rules, d] of Object.entries(s.differences ?? {})) {
      if (d.then.length > s.then.length) issue('differences', `differences.${rules}.then lists ${d.then.length} phases; the scenario has ${s.then.length} after its first`);
      if (d.disbanded && s.phase !== 'retreat') issue('differences', `differences.${rules}.disbanded belongs to a scenario whose first phase is a retreat`);
      if (d.civilDisorder && s.phase !== 'adjustment') issue('differences', `differences.${rules}.civilDisorder belongs to a scenario whose first phase is an adjustment`);
    }
    const wrongToss = s.toss === undefined ? undefined : s.variant ? checkToss(PLAYER_VARIANTS[s.variant], s.toss) : 'a coin toss belongs to the two-player variant';
    if (wrongToss) issue('toss', wrongToss);
  });

export type ScenarioData = z.infer<typeof scenarioSchema>;

export interface Scenario extends ScenarioData {
  /** Path under content/scenarios without `.yaml`, e.g. `rulebook-2008/diagram-21`. */
  id: string;
  /** The file it came from, for messages. */
  file: string;
}

export class ScenarioError extends Error {
  override name = 'ScenarioError';
}

/** The other rule sets a DATC case's board compares with: those that have a differences table. */
export const DATC_TABLE_RULES = ['alexander', 'rulebook2008'] as const satisfies readonly RuleSetId[];

export type DatcTables = Partial<Record<(typeof DATC_TABLE_RULES)[number], ReadonlyMap<string, Difference>>>;

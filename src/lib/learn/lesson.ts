/**
 * A lesson of the Learn course as data (content/learn/lessons.yaml): a position, the orders the
 * other powers have already given, the power the reader plays, a goal and a solution. Validated
 * with zod; pure (no Node, no DOM), so the lesson page and the build share it.
 */
import { z } from 'zod';
import { standardMap } from '../../../engine/map/standardMap';
import { POWERS, provinceOf } from '../../../engine/map/types';
import { CITATIONS, type RuleId } from '../../../engine/rules/citations';
import { goalSchema } from './goalSchema';

/** "FRA A par", "ENG F stp/sc": a unit as the CLI writes it. */
export const unitText = z
  .string()
  .regex(/^[A-Z]{3} [AF] [a-z]{3}(\/[a-z]{2})?$/, 'a unit is written "FRA A par" (power, A or F, location)')
  .refine((u) => (POWERS as readonly string[]).includes(u.slice(0, 3)), { message: 'the unit’s power must be one of ' + POWERS.join(', ') })
  .refine((u) => standardMap.province(provinceOf(u.split(' ')[2])) !== undefined, { message: 'no such province on the standard map' });

const province = z.string().refine((p) => standardMap.province(p) !== undefined, { message: 'no such province on the standard map' });

const citation = z.string().refine((id) => CITATIONS.has(id as RuleId), (id) => ({ message: `"${id}" is not a citation id of engine/rules/citations.ts` }));

export const lessonSchema = z
  .object({
    /** The page's slug: /learn/<id>/. */
    id: z.string().regex(/^[a-z0-9-]+$/, 'an id is lowercase words joined by dashes'),
    title: z.string().min(1),
    /** A few sentences, markdown, our own words. */
    text: z.string().min(1),
    /** The rules the lesson teaches, by citation id (`alexander:IV.6.d`). */
    cites: z.array(citation).default([]),
    rules: z.enum(['alexander', 'datc', 'rulebook2008']).default('alexander'),
    /** A named viewport of src/lib/board/viewports.ts, for the board. */
    position: z
      .object({
        phase: z.enum(['movement', 'retreat', 'adjustment']).default('movement'),
        season: z.enum(['spring', 'fall']).optional(),
        year: z.number().int().min(1901).default(1901),
        units: z.array(unitText),
        /** Owners of supply centres: `{ FRA: [par, mar] }`. */
        centres: z.record(z.enum(POWERS), z.array(province)).default({}),
        /** Retreat phase: the dislodged units and where their attackers came from. */
        dislodged: z.array(z.object({ unit: unitText, from: province, convoyed: z.boolean().default(false) }).strict()).default([]),
        standoffs: z.array(province).default([]),
      })
      .strict(),
    /** The power whose orders the reader writes. */
    plays: z.enum(POWERS),
    /** The other powers' orders, fixed: `{ GER: [A mun - bur] }`. */
    given: z.record(z.enum(POWERS), z.array(z.string())).default({}),
    goal: goalSchema,
    /** The goal in the reader's words; generated from the goal when absent. */
    goalText: z.string().optional(),
    /** Orders for the reader's power that reach the goal (checked by the build). */
    solution: z.string().min(1),
    /** Orders that look plausible and must NOT reach the goal (checked by the tests). */
    wrong: z.array(z.string()).default([]),
  })
  .strict()
  .superRefine((l, ctx) => {
    if (l.given[l.plays]) ctx.addIssue({ code: 'custom', path: ['given', l.plays], message: `the reader plays ${l.plays}; its orders are the reader's, not given` });
    if (l.position.phase !== 'retreat' && (l.position.dislodged.length || l.position.standoffs.length)) {
      ctx.addIssue({ code: 'custom', path: ['position'], message: 'dislodged units and standoffs belong to a retreat phase' });
    }
  });

export type Lesson = z.infer<typeof lessonSchema>;

export const lessonsSchema = z.array(lessonSchema).superRefine((ls, ctx) => {
  const seen = new Set<string>();
  ls.forEach((l, i) => {
    if (seen.has(l.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `lesson id "${l.id}" is used twice` });
    seen.add(l.id);
  });
});

/**
 * How other open adjudicators rule the DATC cases (content/peers/): the facts and our sentences,
 * each held to a schema when read, so a wrong entry stops the build instead of reaching a page.
 */
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

export const ENGINE_IDS = ['godip', 'mila', 'js-diplomacy', 'webdiplomacy'] as const;
export type EngineId = (typeof ENGINE_IDS)[number];

const unitKey = z.string().regex(/^[A-Z]{3} [AF] [a-z]{3}$/);

const engineRuling = z
  .object({
    agrees: z.boolean().nullable(),
    status: z.enum(['run', 'not expressible', 'documented', 'documented (different position)', 'marked Invalid', 'not documented']),
    phase: z.enum(['movement', 'retreat']).optional(),
    engineHas: z.array(unitKey).optional(),
    datcHas: z.array(unitKey).optional(),
    error: z.literal(true).optional(),
    missingAdjacency: z.string().regex(/^[a-z]{3}-[a-z]{3}$/).optional(),
  })
  .strict();

export const peerRulingsSchema = z
  .object({
    about: z.string(),
    datc: z.string(),
    engines: z.record(
      z.enum(ENGINE_IDS),
      z.object({ name: z.string(), source: z.string().url(), commit: z.string(), licence: z.string(), how: z.enum(['run', 'documented']) }).strict(),
    ),
    cases: z.record(
      z.string().regex(/^6\.[A-J]\.\d+$/),
      z
        .object({
          /** The case's first phase in DATC v3.2, and the units ordered in it (read from the orders the engines were given). */
          phase: z.enum(['movement', 'retreat', 'adjustment']),
          units: z.array(unitKey),
          /** An adjustment case's units after it, as the DATC prefers: with the units ordered, what tells its position apart (the data holds no centres). */
          after: z.array(unitKey).optional(),
          engines: z.record(z.enum(ENGINE_IDS), engineRuling),
        })
        .strict(),
    ),
  })
  .strict();
export type PeerRulings = z.infer<typeof peerRulingsSchema>;

export const peerDifferencesSchema = z
  .object({
    choices: z.record(z.string(), z.object({ title: z.string(), says: z.string(), link: z.string().startsWith('/') }).strict()),
    advice: z.record(z.enum(ENGINE_IDS), z.array(z.string().min(20)).min(1)),
    engines: z.record(z.enum(ENGINE_IDS), z.record(z.string(), z.object({ says: z.string().min(20), choice: z.string().optional() }).strict())),
  })
  .strict();
export type PeerDifferences = z.infer<typeof peerDifferencesSchema>;

/** The two files' texts (`datc-rulings.json`, `differences.yaml`), read through their schemas. */
export function parsePeerData(rulingsJson: string, differencesYaml: string): { rulings: PeerRulings; differences: PeerDifferences } {
  return { rulings: peerRulingsSchema.parse(JSON.parse(rulingsJson)), differences: peerDifferencesSchema.parse(parseYaml(differencesYaml)) };
}

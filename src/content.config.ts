import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';
import { docsSchema } from '@astrojs/starlight/schema';

/**
 * Site pages live in the top-level `content/` folder, not Starlight's default
 * `src/content/docs/`, so the docs collection uses a glob loader on that folder. Files starting
 * with `_` are skipped, as Starlight's own loader does, and so are `scenarios/` and `peers/`: board
 * data (src/lib/scenario/) and the other engines' data (src/lib/peers/), whose READMEs are not pages.
 */
export const collections = {
  docs: defineCollection({
    loader: glob({ base: './content', pattern: ['**/[^_]*.{md,mdx}', '!scenarios/**', '!peers/**'] }),
    schema: docsSchema({
      extend: z.object({
        /** The rule this page explains, as a citation id such as `alexander:IV.5.f`. */
        rule: z.string().optional(),
        /** The 2008 rulebook diagram number a page shows. */
        diagram: z.number().int().positive().optional(),
        /** A DATC case id such as `6.F.14`. */
        datc: z.string().optional(),
      }),
    }),
  }),
};

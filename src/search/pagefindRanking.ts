/**
 * How search ranks pages (Pagefind, in Starlight's search dialog), and the Vite plugin that hands
 * the whole of it to the dialog.
 *
 * By default Pagefind multiplies the score of a page whose title holds a searched word, which put
 * "6.E Head-to-head battles and beleaguered garrisons" level with the lesson "The beleaguered
 * garrison", and "6.F Convoys" above "Convoys". Here the title bonus goes to a second copy of the
 * title, `ranked_title`, that only pages written to teach carry (PageTitle.astro, pageWeights.ts):
 * the lessons, the rules, the rulebook, the tools. The DATC's pages are still found by their words,
 * and still first for their own numbers, but never lifted above a lesson by their titles.
 */
import type { Plugin } from 'vite';

/** Starlight's own ranking options (its config accepts these four), as this site sets them. */
export const STARLIGHT_RANKING = {
  // The rule pages are the site's longest; a long page is not a worse answer to a rule's name.
  pageLength: 0,
  // Starlight's defaults for the other three.
  termFrequency: 0.1,
  termSaturation: 2,
  termSimilarity: 9,
} as const;

/** The metadata field a teaching page's title is copied to (PageTitle.astro). */
export const RANKED_TITLE = 'ranked_title';

/**
 * Pagefind's `metaWeights`: a match in `title` (every page) adds nothing; a match in the ranked
 * title weighs what Pagefind's title weighs by default (5).
 */
export const META_WEIGHTS = { title: 0, [RANKED_TITLE]: 5 } as const;

/**
 * Starlight's config schema drops `metaWeights`, so the search dialog would never see it. This
 * plugin answers for Starlight's virtual module of search options (the same export, with the
 * ranking whole); the dialog passes the ranking on to Pagefind as it is.
 */
export function pagefindRanking(): Plugin {
  const MODULE = 'virtual:starlight/pagefind-config';
  const RESOLVED = `\0diplomacy:${MODULE}`;
  return {
    name: 'diplomacy-pagefind-ranking',
    enforce: 'pre',
    resolveId: (id) => (id === MODULE ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? `export const pagefindUserConfig = ${JSON.stringify({ ranking: { ...STARLIGHT_RANKING, metaWeights: META_WEIGHTS } })};` : undefined),
  };
}

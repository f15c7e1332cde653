/**
 * How much each kind of page counts in search. Pagefind ranks a page by the weights of the words it
 * matched (a heading's more than a paragraph's) and has no weight per page, so a page's weight is
 * given to its title and its text (PageTitle.astro, MarkdownContent.astro), and through them to
 * every heading and line inside.
 *
 * The DATC's pages repeat the words a newcomer types ("beleaguered garrison", "build", "convoy",
 * "retreat") in dozens of case titles, and ranked above the lesson and the rule that teach them.
 * Weighted down, and without the lift a title match gives a teaching page (pagefindRanking.ts),
 * they still come up for those words, below the lessons and the rules, and still for their own
 * numbers (6.E.4). Data only; pages not listed weigh 1 and teach.
 */
export const PAGE_WEIGHTS: readonly { readonly path: RegExp; readonly weight: number; readonly teaches: boolean; readonly why: string }[] = [
  { path: /^\/datc\//, weight: 0.3, teaches: false, why: 'the DATC: test cases and their background, for settling a dispute rather than learning' },
];

/** Pagefind's own weight for the page title, an <h1>. */
export const TITLE_WEIGHT = 7;

const rowOf = (pathname: string) => PAGE_WEIGHTS.find((w) => w.path.test(pathname.endsWith('/') ? pathname : `${pathname}/`));

/** The search weight of the page at `pathname` (1 unless PAGE_WEIGHTS says otherwise). */
export function pageWeight(pathname: string): number {
  return rowOf(pathname)?.weight ?? 1;
}

/**
 * Whether the page at `pathname` is written to teach, so that a searched word in its title lifts
 * it (pagefindRanking.ts): every page unless PAGE_WEIGHTS says otherwise.
 */
export function teaches(pathname: string): boolean {
  return rowOf(pathname)?.teaches ?? true;
}

/** The `data-pagefind-weight` value for a weight, or undefined where the default already holds. */
export function weightAttribute(weight: number, normal: number): string | undefined {
  return weight === normal ? undefined : String(Math.round(weight * 100) / 100);
}

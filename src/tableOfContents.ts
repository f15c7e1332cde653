/**
 * Starlight's "On this page" lists a page's Markdown headings only; the headings that components
 * draw (a sample game's phases, each a board with its heading) never reach it, and the sample game's
 * 18,000 px page listed only "Overview". This route middleware adds them, from the same data the
 * page is drawn from. The entries link to the headings themselves, so the list also marks the
 * phase on screen.
 */
import { defineRouteMiddleware } from '@astrojs/starlight/route-data';
import { sampleGame } from './lib/sampleGame';
import { phaseHeadingId } from './components/sampleGamePhases';

interface Heading {
  depth: number;
  slug: string;
  text: string;
}

/** By page id, the headings its components draw, in page order. */
const COMPONENT_HEADINGS: Record<string, () => Heading[]> = {
  'rulebook/sample-game': () => sampleGame().phases.map((p) => ({ depth: 2, slug: phaseHeadingId(p.label), text: p.label })),
};

const SPLASH_WITH_NAVIGATION = new Set(['', 'index', '404']);

export const onRequest = defineRouteMiddleware((context) => {
  const route = context.locals.starlightRoute;
  // The home page and the 404 page are splash pages, wide and without "On this page", yet the
  // site's navigation (the sidebar, the phone's menu) is on every page.
  if (SPLASH_WITH_NAVIGATION.has(route.id)) route.hasSidebar = true;
  const headings = COMPONENT_HEADINGS[route.id];
  if (!headings || !route.toc) return;
  const depths = { min: route.toc.minHeadingLevel, max: route.toc.maxHeadingLevel };
  for (const h of headings()) if (h.depth >= depths.min && h.depth <= depths.max) route.toc.items.push({ ...h, children: [] });
});

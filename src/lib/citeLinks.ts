/**
 * Rule ids (`alexander:IV.5.f`, `rulebook2008:diagram-21`) as links. A citation links to its page
 * only once that page is built; until then it shows as plain text with its title, so the site
 * never carries a broken link (the e2e link check holds it to that).
 */
import { getCollection } from 'astro:content';
import { CITATIONS, type RuleId } from '../../engine/rules';

export interface CiteLink {
  id: string;
  /** Short form for the page: "Alexander IV.5.f", "2008 rulebook, diagram 21". */
  label: string;
  title: string;
  href?: string;
}

let pages: Promise<Set<string>> | undefined;

/** Paths of the built docs pages: `/`, `/rulebook/diagrams/` … */
function builtPages(): Promise<Set<string>> {
  pages ??= getCollection('docs').then((entries) => new Set(entries.map((e) => (e.id === 'index' ? '/' : `/${e.id}/`))));
  return pages;
}

const SOURCE_LABEL: Record<string, string> = { alexander: 'Alexander', datc: 'DATC', rulebook2008: '2008 rulebook' };

export function citeLabel(id: string): string {
  const [source, ref] = [id.slice(0, id.indexOf(':')), id.slice(id.indexOf(':') + 1)];
  const name = SOURCE_LABEL[source] ?? source;
  if (source === 'rulebook2008') return `${name}, ${ref.replace(/-/g, ' ')}`;
  return `${name} ${ref}`;
}

export async function citeLink(id: string): Promise<CiteLink> {
  const c = CITATIONS.get(id as RuleId);
  const label = citeLabel(id);
  if (!c) return { id, label, title: 'Unknown rule id' };
  const path = c.url.split('#')[0];
  const built = await builtPages();
  return { id, label, title: c.title, href: built.has(path) ? c.url : undefined };
}

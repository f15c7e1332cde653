/**
 * Rule ids (`alexander:IV.5.f`, `rulebook2008:diagram-21`) as links, given the pages the site has.
 * A citation links to its page only once that page is built; until then it shows as plain text with
 * its title, so the site never carries a broken link. Pure, so live boards use it in the browser.
 */
import { CITATIONS, type RuleId } from '../../engine/rules/citations';

export interface CiteLink {
  id: string;
  /** Short form for the page: "Alexander IV.5.f", "2008 rulebook, diagram 21". */
  label: string;
  title: string;
  href?: string;
}

const SOURCE_LABEL: Record<string, string> = { alexander: 'Alexander', datc: 'DATC', rulebook2008: '2008 rulebook', calsmun: 'CalsMUN' };

/** Sources whose refs are words joined by hyphens (`rule-17`, `insurrection-order`): shown as words, after a comma. */
const WORDED_REFS = new Set(['rulebook2008', 'calsmun']);

/** The Alexander Rules' notes (`alexander:notes:illegal`), by topic: read as "Alexander, notes on illegal orders". */
const NOTE_TOPICS: Record<string, string> = { convoy: 'convoys', support: 'supports', illegal: 'illegal orders' };

export function citeLabel(id: string): string {
  const [source, ref] = [id.slice(0, id.indexOf(':')), id.slice(id.indexOf(':') + 1)];
  const name = SOURCE_LABEL[source] ?? source;
  if (WORDED_REFS.has(source)) return `${name}, ${ref.replace(/-/g, ' ')}`;
  if (ref.startsWith('notes:')) return `${name}, notes on ${NOTE_TOPICS[ref.slice(6)] ?? ref.slice(6)}`;
  return `${name} ${ref}`;
}

export type CiteLinker = (id: string) => CiteLink;

/** A linker for a site whose built pages are `pages` (paths such as `/rules/iv-orders/`). */
export function citeLinker(pages: ReadonlySet<string>): CiteLinker {
  return (id) => {
    const c = CITATIONS.get(id as RuleId);
    const label = citeLabel(id);
    if (!c) return { id, label, title: 'Unknown rule id' };
    return { id, label, title: c.title, href: pages.has(c.url.split('#')[0]) ? c.url : undefined };
  };
}

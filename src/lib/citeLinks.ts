/**
 * The cite linker for the pages this build makes (src/lib/cites.ts), read from the docs collection.
 * Build time only; a page hands the same list of pages to its live boards.
 */
import { getCollection } from 'astro:content';
import { citeLinker, type CiteLink, type CiteLinker } from './cites';

export { citeLabel, type CiteLink } from './cites';

let pages: Promise<Set<string>> | undefined;

/** Paths of the built docs pages: `/`, `/rulebook/diagrams/` … */
export function builtPages(): Promise<Set<string>> {
  pages ??= getCollection('docs').then((entries) => new Set(entries.map((e) => (e.id === 'index' ? '/' : `/${e.id}/`))));
  return pages;
}

let linker: Promise<CiteLinker> | undefined;

export async function citeLink(id: string): Promise<CiteLink> {
  linker ??= builtPages().then(citeLinker);
  return (await linker)(id);
}

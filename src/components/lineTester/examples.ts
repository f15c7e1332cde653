/**
 * The page's examples, loaded once per build (every component on the page shares them), with the
 * cite linker for the pages this build makes. Build time only.
 */
import { builtPages } from '../../lib/citeLinks';
import { citeLinker, type CiteLinker } from '../../lib/cites';
import { loadMangledExamples, type MangledExamples } from '../../lib/mangledExamples';

let loaded: MangledExamples | undefined;

/** Throws (and so fails the build) when the engine disagrees with seed 004 about an example. */
export function mangledExamples(): MangledExamples {
  loaded ??= loadMangledExamples();
  return loaded;
}

export async function pageLinker(): Promise<{ pages: string[]; link: CiteLinker }> {
  const pages = await builtPages();
  return { pages: [...pages], link: citeLinker(pages) };
}

/** `example-build-brest-winter-builds`: a stable anchor for an example. */
export function exampleId(line: string, position: string): string {
  return `example-${`${line} ${position}`.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
}

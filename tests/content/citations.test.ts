import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { CITATIONS } from '../../engine/rules';

/**
 * Every rule id in the citation registry (engine/rules/citations.ts) points at a page of the site
 * and an anchor on it. This checks, from the MDX sources alone (no build), that the page exists in
 * content/ and that it carries the anchor; and that the links our rule pages make to each other
 * land on anchors that exist. The e2e link check does the same on the built site.
 */
const root = new URL('../../', import.meta.url).pathname;
const content = join(root, 'content');

/** `/rules/iv-orders/` → content/rules/iv-orders.mdx or content/rules/iv-orders/index.mdx. */
function pageFile(urlPath: string): string | undefined {
  const path = urlPath.replace(/^\/|\/$/g, '');
  const candidates = path === '' ? ['index.mdx', 'index.md'] : [`${path}.mdx`, `${path}.md`, `${path}/index.mdx`, `${path}/index.md`];
  // Pages that are Astro routes of their own (the sandbox, game-master mode) count as pages.
  const routes = path === '' ? [] : [`${path}.astro`, `${path}/index.astro`].map((c) => join(content, '..', 'src', 'pages', c));
  return [...candidates.map((c) => join(content, c)), ...routes].find((f) => existsSync(f));
}

/** Heading ids as Astro makes them for Markdown headings (github-slugger, simplified). */
function slug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/ /g, '-');
}

/** Zero-padded diagram scenario files: `diagram-07.yaml` → 7. */
function diagramNumbers(): number[] {
  const dir = join(content, 'scenarios', 'rulebook-2008');
  return readdirSync(dir)
    .map((f) => /^diagram-(\d+)\.yaml$/.exec(f)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number);
}

/** The ids of the DATC test cases, as the cases page renders them (`6.F.16` → `6-f-16`). */
function datcCaseAnchors(): string[] {
  const dir = join(root, 'tests', 'datc', 'cases');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .flatMap((f) => (parseYaml(readFileSync(join(dir, f), 'utf8')) as { cases: { id: string }[] }).cases.map((c) => c.id))
    .map((id) => id.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
}

const anchorCache = new Map<string, Set<string>>();

/** Every anchor an MDX page will have once built. */
function anchorsOf(file: string): Set<string> {
  if (!anchorCache.has(file)) anchorCache.set(file, findAnchors(file));
  return anchorCache.get(file)!;
}

function findAnchors(file: string): Set<string> {
  const text = readFileSync(file, 'utf8');
  const anchors = new Set<string>();
  // Markdown headings.
  for (const [, heading] of text.matchAll(/^#{1,6}\s+(.+?)\s*$/gm)) anchors.add(slug(heading));
  // Raw HTML or JSX ids: <h3 id="iv-5-f">.
  for (const [, id] of text.matchAll(/\sid="([^"]+)"/g)) anchors.add(id);
  // Boards: <Scenario id="alexander/standoff" anchor="…" /> (Scenario.astro derives one from the id).
  for (const [, attrs] of text.matchAll(/<Scenario\s([^>]*)\/>/g)) {
    const id = /\bid="([^"]+)"/.exec(attrs)?.[1];
    const anchor = /\banchor="([^"]+)"/.exec(attrs)?.[1];
    if (anchor) anchors.add(anchor);
    else if (id) anchors.add(id.replace(/[^a-z0-9]+/gi, '-').toLowerCase());
  }
  // The 2008 diagrams: <DiagramList from={1} to={7} /> gives `diagram-N` for each diagram in range.
  for (const [, attrs] of text.matchAll(/<DiagramList\s([^>]*)\/>/g)) {
    const from = Number(/\bfrom=\{(\d+)\}/.exec(attrs)?.[1] ?? 1);
    const to = Number(/\bto=\{(\d+)\}/.exec(attrs)?.[1] ?? Infinity);
    for (const n of diagramNumbers()) if (n >= from && n <= to) anchors.add(`diagram-${n}`);
  }
  // The DATC cases page renders one item per case file entry.
  if (/<Cases\s/.test(text)) for (const a of datcCaseAnchors()) anchors.add(a);
  // A DATC section page: <DatcSection section="6.F" /> gives `6-f` and an anchor per case of 6.F.
  for (const [, section] of text.matchAll(/<DatcSection\s+section="([^"]+)"/g)) {
    const prefix = section.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    anchors.add(prefix);
    for (const a of datcCaseAnchors()) if (a.startsWith(`${prefix}-`)) anchors.add(a);
  }
  return anchors;
}

describe('citation registry → pages and anchors', () => {
  const ids = [...CITATIONS.keys()];

  it('has ids to check', () => {
    expect(ids.length).toBeGreaterThan(100);
  });

  for (const id of ids) {
    const { url } = CITATIONS.get(id)!;
    it(`${id} → ${url}`, () => {
      const [path, anchor] = url.split('#');
      const file = pageFile(path);
      expect(file, `no page in content/ for ${path}`).toBeDefined();
      expect(anchor, `${url} has no anchor`).toBeTruthy();
      expect(anchorsOf(file!).has(anchor), `${file} has no anchor "${anchor}"`).toBe(true);
    });
  }
});

/** Every engine source file, for the rule ids it can put in a ruling. */
function engineSources(dir = join(root, 'engine')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return engineSources(path);
    return e.name.endsWith('.ts') && path !== join(root, 'engine', 'rules', 'citations.ts') ? [path] : [];
  });
}

describe('every citation the engine can emit lands', () => {
  // Rulings cite rules by id, written as literals in the rule sets and the readers.
  const emitted = new Set(
    engineSources().flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'((?:alexander|datc|rulebook2008|calsmun):[A-Za-z0-9.-]+)'/g)].map((m) => m[1])),
  );

  it('finds the ids the rule sets cite', () => {
    expect(emitted.size).toBeGreaterThan(50);
    expect(emitted.has('alexander:IV.5.f')).toBe(true);
  });

  it('each is in the registry, and its link reaches a page and an anchor on it', () => {
    const broken: string[] = [];
    for (const id of emitted) {
      const c = CITATIONS.get(id as never);
      if (!c) {
        broken.push(`${id}: not in engine/rules/citations.ts`);
        continue;
      }
      const [path, anchor] = c.url.split('#');
      const file = pageFile(path);
      if (!file || !anchor || !anchorsOf(file).has(anchor)) broken.push(`${id} → ${c.url}`);
    }
    expect(broken).toEqual([]);
  });
});

describe('links between the rule pages', () => {
  const pages = [
    'rules/index.mdx',
    'rules/i-basics.mdx',
    'rules/ii-turns.mdx',
    'rules/iii-phases.mdx',
    'rules/iv-orders.mdx',
    'rules/v-miscellania.mdx',
    'rules/vii-variant-rules.mdx',
    'rules/notes.mdx',
    'rules/mangled-orders.mdx',
    'datc/issues.mdx',
    'datc/adjudication.mdx',
    'datc/cases.mdx',
    'datc/6a.mdx',
    'datc/6b.mdx',
    'datc/6c.mdx',
    'datc/6d.mdx',
    'datc/6e.mdx',
    'datc/6f.mdx',
    'datc/6g.mdx',
    'datc/6h.mdx',
    'datc/6i.mdx',
    'datc/6j.mdx',
    'rulebook/rules.mdx',
    'variants/calsmun.mdx',
  ];

  for (const page of pages) {
    it(`every internal link on ${page} reaches a page and an anchor`, () => {
      const file = join(content, page);
      const text = readFileSync(file, 'utf8');
      const broken: string[] = [];
      for (const [, href] of text.matchAll(/\]\(((?:\/|#)[^)\s]*)\)/g)) {
        const [path, anchor] = href.split('#');
        const target = path === '' ? file : pageFile(path);
        if (!target) {
          // Pages outside our content that exist only as site routes (the sandbox is a page too).
          broken.push(`${href}: no page`);
          continue;
        }
        if (anchor && !anchorsOf(target).has(anchor)) broken.push(`${href}: no anchor`);
      }
      expect(broken).toEqual([]);
    });
  }
});

describe('the Alexander Rules pages', () => {
  /** Every numbered rule of seed 000's sections I-V and VII, as its anchor, by page. */
  const rules: Record<string, string[]> = {
    'i-basics': ['i-1', 'i-1-a', 'i-1-b', 'i-2', ...'abcdef'.split('').map((l) => `i-2-${l}`), 'i-3', 'i-3-a', 'i-3-b', 'i-3-c', 'i-4', 'i-4-a', 'i-4-b', 'i-4-c', 'i-5', 'i-5-a', 'i-5-b'],
    'ii-turns': ['ii-1', 'ii-2', 'ii-3', 'ii-4'],
    'iii-phases': [
      'iii-1',
      'iii-2',
      'iii-2-a',
      'iii-2-b',
      'iii-3',
      ...'abcde'.split('').map((l) => `iii-3-${l}`),
      'iii-4',
      ...'abcdef'.split('').map((l) => `iii-4-${l}`),
      'iii-5',
      ...'abcdefghij'.split('').map((l) => `iii-5-${l}`),
    ],
    'iv-orders': [
      'iv-1',
      'iv-2',
      'iv-3',
      ...'abcdefghi'.split('').map((l) => `iv-3-${l}`),
      'iv-4',
      ...'abcde'.split('').map((l) => `iv-4-${l}`),
      'iv-5',
      ...'abcdefg'.split('').map((l) => `iv-5-${l}`),
      'iv-6',
      ...'abcdef'.split('').map((l) => `iv-6-${l}`),
      'iv-7',
      'iv-7-a',
      'iv-7-b',
      'iv-7-c',
      'iv-8',
    ],
    'v-miscellania': ['v-1', 'v-2', 'v-3', 'v-4', 'v-5', ...'abcdef'.split('').map((l) => `v-5-${l}`), 'v-6', ...'abcde'.split('').map((l) => `v-6-${l}`)],
    'vii-variant-rules': ['vii-1', 'vii-2', 'vii-3', 'vii-3-a', 'vii-3-b', 'vii-4'],
    notes: ['notes-support', 'notes-convoy', 'notes-illegal'],
  };

  for (const [page, anchors] of Object.entries(rules)) {
    it(`${page} has a heading for every numbered rule`, () => {
      const have = anchorsOf(join(content, 'rules', `${page}.mdx`));
      expect(anchors.filter((a) => !have.has(a))).toEqual([]);
    });
  }

  it('every Alexander scenario is shown on a rule page', () => {
    const dir = join(content, 'scenarios', 'alexander');
    const shown = new Set(
      Object.keys(rules).flatMap((page) =>
        [...readFileSync(join(content, 'rules', `${page}.mdx`), 'utf8').matchAll(/<Scenario\s[^>]*\bid="([^"]+)"/g)].map((m) => m[1]),
      ),
    );
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => `alexander/${f.replace(/\.yaml$/, '')}`);
    expect(files.filter((id) => !shown.has(id))).toEqual([]);
    expect([...shown].filter((id) => !files.includes(id))).toEqual([]);
  });
});

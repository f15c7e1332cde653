// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import svelte from '@astrojs/svelte';
import mdx from '@astrojs/mdx';
import serviceWorker from './src/integrations/serviceWorker.ts';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';

// The Learn group lists the lessons from their data (content/learn/lessons.yaml), in order; the
// pages themselves validate the file and fail the build on a bad lesson.
/** @type {{ id: string, title: string }[]} */
const lessons = parseYaml(readFileSync(new URL('./content/learn/lessons.yaml', import.meta.url), 'utf8'));
import { rehypeRuleSearch } from './src/search/rehypeRuleSearch.ts';
import { pagefindRanking, STARLIGHT_RANKING } from './src/search/pagefindRanking.ts';

/**
 * The browser's engine without the parser's fast path (engine/orders/fastPath.ts says why): the
 * client bundle resolves it to its stand-in. Pages rendered at build time and the workers, which
 * take whole pasted games, keep it (Vite applies this list to neither).
 * @returns {import('vite').Plugin}
 */
function parserWithoutFastPath() {
  const standIn = fileURLToPath(new URL('./engine/orders/fastPathOff.ts', import.meta.url));
  return {
    name: 'parser-without-fast-path',
    enforce: 'pre',
    resolveId(/** @type {string} */ source, /** @type {string | undefined} */ importer, /** @type {{ ssr?: boolean }} */ options) {
      if (options?.ssr || !importer || !/(^|\/)fastPath$/.test(source)) return null;
      // Any module of the parser that imports engine/orders/fastPath.ts gets the stand-in.
      const resolved = fileURLToPath(new URL(`${source}.ts`, `file://${importer}`));
      return resolved.endsWith('/engine/orders/fastPath.ts') ? standIn : null;
    },
  };
}

// The docs live in the top-level content/ folder; src/content.config.ts points the
// Starlight collection there. Starlight must come before mdx in the integrations list.
/**
 * Monaco's modules import their own CSS. Astro would hoist that CSS into every page whose scripts
 * can reach Monaco, even lazily; instead each import adds its style when Monaco itself loads.
 * @returns {import('vite').Plugin}
 */
function monacoCssAtRuntime() {
  const PREFIX = '\0monaco-css:';
  return {
    name: 'monaco-css-at-runtime',
    enforce: 'pre',
    async resolveId(/** @type {string} */ source, /** @type {string | undefined} */ importer) {
      if (!importer?.includes('/monaco-editor-core/') || !source.endsWith('.css')) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      // The id must not end in .css, or Vite would treat the wrapper as a stylesheet.
      return resolved ? `${PREFIX}${resolved.id}.js` : null;
    },
    load(/** @type {string} */ id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = JSON.stringify(`${id.slice(PREFIX.length, -'.js'.length)}?inline`);
      return `import css from ${file};\nconst style = document.createElement('style');\nstyle.textContent = css;\ndocument.head.append(style);`;
    },
  };
}

export default defineConfig({
  // Rule numbers and names find the rule itself in search (src/search/rehypeRuleSearch.ts).
  markdown: { rehypePlugins: [rehypeRuleSearch] },
  integrations: [
    starlight({
      title: 'Diplomacy Rules Lab',
      description:
        'The rules of Diplomacy, explained with live boards and an adjudicator that shows its reasoning.',
      customCss: ['./src/styles/site.css'],
      // The sidebar marks the Learn lessons this browser has reached (src/components/learn/).
      // Headings that components draw join "On this page" (the sample game's phases).
      routeMiddleware: './src/tableOfContents.ts',
      // The page title and body carry the page's weight in search (src/search/pageWeights.ts).
      components: {
        Sidebar: './src/components/learn/Sidebar.astro',
        PageTitle: './src/search/PageTitle.astro',
        MarkdownContent: './src/search/MarkdownContent.astro',
      },
      // How search ranks pages: src/search/pagefindRanking.ts (its plugin below adds what this schema drops).
      pagefind: { ranking: STARLIGHT_RANKING },
      // Starlight's Markdown features (asides, heading anchors) only run on its own docs folder
      // unless told about ours.
      markdown: { processedDirs: ['./content'] },
      sidebar: [
        { label: 'Start here', items: [{ label: 'Home', link: '/' }] },
        {
          label: 'Learn',
          // Open on the Learn pages only, so the sixteen lessons do not push the rules down elsewhere.
          collapsed: true,
          items: [{ label: 'All lessons', link: '/learn/' }, ...lessons.map((l, i) => ({ label: `${i + 1}. ${l.title}`, link: `/learn/${l.id}/` })), { label: 'Drills: predict the outcome', link: '/drills/' }],
        },
        {
          label: 'The rules',
          // content/rules/index.mdx has the id `rules`, which an autogenerated `rules` group skips,
          // so the overview and the section pages are listed by hand, in the rules' own order.
          items: [
            { slug: 'rules', label: 'Overview' },
            'rules/i-basics',
            'rules/ii-turns',
            'rules/iii-phases',
            'rules/iv-orders',
            'rules/v-miscellania',
            'rules/vii-variant-rules',
            'rules/notes',
            'rules/mangled-orders',
          ],
        },
        // Each group opens with an overview at its folder's address (/rulebook/, /datc/, /variants/),
        // so that trimming an address never ends on a 404 (tests/e2e/links.test.ts).
        {
          label: 'The 2008 rulebook',
          items: [
            { label: 'Overview', link: '/rulebook/' },
            { label: 'The 22 rules', link: '/rulebook/rules/' },
            { label: 'The 32 diagrams', link: '/rulebook/diagrams/' },
            { label: 'The sample game', link: '/rulebook/sample-game/' },
          ],
        },
        {
          label: 'The DATC',
          items: [
            { label: 'Overview', link: '/datc/' },
            { label: 'Rule issues', link: '/datc/issues/' },
            { label: 'How adjudication works', link: '/datc/adjudication/' },
            { label: 'Test cases', link: '/datc/cases/' },
            { label: '6.A Basic checks', link: '/datc/6a/' },
            { label: '6.B Coastal issues', link: '/datc/6b/' },
            { label: '6.C Circular movement', link: '/datc/6c/' },
            { label: '6.D Supports and dislodges', link: '/datc/6d/' },
            { label: '6.E Head-to-head battles', link: '/datc/6e/' },
            { label: '6.F Convoys', link: '/datc/6f/' },
            { label: '6.G Convoying to adjacent provinces', link: '/datc/6g/' },
            { label: '6.H Retreating', link: '/datc/6h/' },
            { label: '6.I Building', link: '/datc/6i/' },
            { label: '6.J Civil disorder and disbands', link: '/datc/6j/' },
          ],
        },
        {
          label: 'Variants',
          items: [
            { label: 'Overview', link: '/variants/' },
            { label: 'CalsMUN', link: '/variants/calsmun/' },
          ],
        },
        {
          label: 'Tools',
          items: [
            { label: 'Sandbox', link: '/sandbox/' },
            { label: 'Game-master mode', link: '/gm/' },
            { label: 'Paradox lab', link: '/paradoxes/' },
            { label: 'Board demo', link: '/board-demo/' },
          ],
        },
      ],
    }),
    svelte(),
    mdx(),
    serviceWorker(), // after Starlight: it precaches the pagefind index Starlight writes
  ],
  vite: {
    plugins: [monacoCssAtRuntime(), pagefindRanking(), parserWithoutFastPath()],
    build: {
      // terser rather than esbuild's minifier: ~2.5% smaller chunks (the engine's 48.0 -> 46.8 KB gzipped when it was
      // measured; its budget is ENGINE_BUDGET_KB in bench/site.ts) for ~18 s more build on two cores. Two compress passes find a little more than one.
      minify: 'terser',
      terserOptions: { compress: { passes: 2 } },
      rollupOptions: {
        output: {
          // The engine is its own chunk, loaded on a board's first interaction; its size is a
          // budget (npm run bench:site). Monaco needs no rule: only the first "Edit orders"
          // imports it. Vite's preload helper stays out of both, or every page would load them.
          manualChunks(id) {
            if (id.includes('vite/preload-helper')) return 'preload';
            // The case reader and ruler (engine/case/, less its JSON schema in case/json/), every phase: lessons, retreat and adjustment boards and
            // the sandbox load it; movement boards never do. A lesson's first-keystroke budget (150 KB)
            // has room for this chunk but not for the next one.
            if (/\/engine\/(case\/[^/]+|game\/(control|position|revivalStep|variantRules)|resolve\/(retreats|adjustments|civilDisorder|insurrection)|trace\/(phaseSentences|civilDisorderWords))\.ts/.test(id)) return 'engine-phases';
            // The phase machine, test-case files, game replays and records, the explorer and reading files:
            // the sandbox and game-master mode.
            if (/\/engine\/((cli|case\/json|game|explore|testCases|replay|record)\/|inputBytes\.ts)/.test(id)) return 'engine-game';
            if (id.includes('/engine/')) return 'engine';
            return undefined;
          },
        },
      },
    },
  },
});

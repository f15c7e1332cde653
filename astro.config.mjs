// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import svelte from '@astrojs/svelte';
import mdx from '@astrojs/mdx';

// The docs live in the top-level content/ folder (DESIGN.md §2); src/content.config.ts points the
// Starlight collection there. Starlight must come before mdx in the integrations list.
export default defineConfig({
  integrations: [
    starlight({
      title: 'Diplomacy Rules Lab',
      description:
        'The rules of Diplomacy, explained with live boards and an adjudicator that shows its reasoning.',
      customCss: ['./src/styles/site.css'],
      sidebar: [
        { label: 'Start here', items: [{ label: 'Home', link: '/' }] },
        { label: 'The rules', autogenerate: { directory: 'rules' } },
        {
          label: 'Tools',
          items: [
            { label: 'Sandbox', link: '/sandbox/' },
            { label: 'Paradox lab', link: '/paradoxes/' },
            { label: 'Board demo', link: '/board-demo/' },
          ],
        },
      ],
    }),
    svelte(),
    mdx(),
  ],
});

/**
 * Markdown fields of content data (a scenario's `explanation` and `corrections`) rendered at
 * build time with Astro's own Markdown pipeline (GFM, smart punctuation), so they read like the
 * pages around them. `@astrojs/markdown-remark` ships with Astro.
 */
import { createMarkdownProcessor, type MarkdownProcessor } from '@astrojs/markdown-remark';

let processor: Promise<MarkdownProcessor> | undefined;

export async function renderMarkdown(text: string): Promise<string> {
  processor ??= createMarkdownProcessor({ syntaxHighlight: false });
  const { code } = await (await processor).render(text);
  return code;
}

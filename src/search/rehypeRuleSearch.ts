/**
 * A rehype plugin for the rule pages (content/rules/*.mdx): every heading of a numbered rule
 * (`<h3 id="iv-5-f">IV.5.f …</h3>`) is weighted as highly as Pagefind allows, so a search for a
 * rule number or a rule's name lands on the rule itself rather than on the many pages that cite
 * it. Names players use for the rule (ruleTerms.ts) follow the heading as a short "Also called"
 * line, weighted the same: Pagefind weights only text, not indexed attributes.
 *
 * Rule headings are written as JSX in MDX, so they reach rehype as `mdxJsxFlowElement` nodes;
 * Markdown headings are plain `element` nodes. Both are handled.
 */
import { RULE_HEADING_ID, RULE_TERMS } from './ruleTerms';

/** Pagefind's highest weight (its default for an <h3> is 5). */
const RULE_WEIGHT = '10';
const HEADINGS = new Set(['h2', 'h3', 'h4']);

interface Node {
  type: string;
  tagName?: string;
  name?: string | null;
  properties?: Record<string, unknown>;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: Node[];
}

/** The visible line under a rule heading that names the rule's other names. */
function alsoCalled(terms: readonly string[]): Node {
  const text = `Also called: ${terms.join(', ')}.`;
  return { type: 'element', tagName: 'p', properties: { className: ['rule-aka'], dataPagefindWeight: RULE_WEIGHT }, children: [{ type: 'text', value: text } as Node] };
}

/** Mark a rule heading; returns the nodes to insert after it. */
function markHeading(node: Node): Node[] {
  const isElement = node.type === 'element' && HEADINGS.has(node.tagName ?? '');
  const isJsx = node.type === 'mdxJsxFlowElement' && HEADINGS.has(node.name ?? '');
  if (!isElement && !isJsx) return [];
  const id = isElement ? node.properties?.id : node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'id')?.value;
  if (typeof id !== 'string' || !RULE_HEADING_ID.test(id)) return [];
  if (isElement) node.properties = { ...node.properties, dataPagefindWeight: RULE_WEIGHT };
  else node.attributes = [...(node.attributes ?? []), { type: 'mdxJsxAttribute', name: 'data-pagefind-weight', value: RULE_WEIGHT }];
  const terms = RULE_TERMS[id];
  return terms?.length ? [alsoCalled(terms)] : [];
}

function walk(node: Node): void {
  const children = node.children;
  if (!children) return;
  for (let i = 0; i < children.length; i++) {
    const extra = markHeading(children[i]);
    walk(children[i]);
    if (extra.length) {
      children.splice(i + 1, 0, ...extra);
      i += extra.length;
    }
  }
}

/** Only the rule pages: elsewhere a heading with such an id is not the rule itself. */
export function rehypeRuleSearch() {
  return (tree: Node, file: { path?: string; history?: string[] }) => {
    const path = (file.path ?? file.history?.[0] ?? '').split('\\').join('/');
    if (!/\/content\/rules\/[^/]+\.mdx?$/.test(path)) return;
    walk(tree);
  };
}

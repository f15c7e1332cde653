/**
 * "Download image" on a page's board: the board as drawn now (the orders or the view after them,
 * edited or not), titled with its case and rule set, listing the orders of the rows beside it.
 * Loaded only when a reader asks for an image.
 */
import { ruleSet } from '../../../engine/rules';
import { boardImagePng, boardImageSvg, rowOrders } from './boardImage.on-demand';
import { download } from './download';
import type { ImageWidth } from './imageWidths';

export type ImageFormat = 'svg' | 'png';

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'board';

export async function exportBoardImage(figure: HTMLElement, format: ImageFormat, width: ImageWidth): Promise<void> {
  const svg = figure.querySelector<SVGSVGElement>('svg.bd-svg');
  if (!svg) throw new Error('this board has no drawing to save');
  const section = figure.closest<HTMLElement>('section.scenario');
  const after = section?.querySelector<HTMLInputElement>('.sc-view-after')?.checked;
  const named = (section?.querySelector('.sc-title')?.textContent ?? figure.querySelector('figcaption')?.textContent ?? document.title).trim();
  const title = after ? `${named}, after the orders` : named;
  const picked = section?.querySelector<HTMLSelectElement>('select[data-live="rules"]');
  const rules = picked ? picked.selectedOptions[0]?.textContent?.trim() ?? '' : ruleSet(section?.dataset.rules ?? 'alexander').title;
  const link = `${location.origin}${location.pathname}${section?.id ? `#${section.id}` : ''}`;
  const text = await boardImageSvg({ svg, title, rules, orders: section ? rowOrders(section) : [], width, link });
  const name = `${slug(title)}-${width}`;
  if (format === 'svg') download(`${name}.svg`, text, 'image/svg+xml');
  else download(`${name}.png`, await boardImagePng(text));
}

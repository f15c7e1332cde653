/**
 * "Download image" on a page's board: the board as drawn now (the orders or the view after them,
 * edited or not), titled with its case and rule set, listing the orders of the rows beside it.
 * Loaded only when a reader asks for an image.
 */
import { RULE_SETS, ruleSet } from '../../../engine/rules';
import type { RuleSetId } from '../../../engine/rules/ruleSet';
import type { Power, Unit, UnitType } from '../../../engine/map/types';
import { outcomeView } from '../scenario/outcomes';
import type { CardTable } from './boardImage.on-demand';
import { boardImagePng, boardImageSvg, rowOrders } from './boardImage.on-demand';
import { download, fileSlug } from './download';
import type { ImageWidth } from './imageWidths';

export type ImageFormat = 'svg' | 'png';

/** The case a scenario's board shows, as the page embeds it for its live board. */
interface ScenarioData {
  title: string;
  rules: RuleSetId;
  units: string[];
  centres: Record<string, Power> | null;
  text: string;
  phase?: string;
}

/** The scenario data of the section a board is in, when it is a movement case: a case card can be made of it. */
export function cardCase(figure: HTMLElement): ScenarioData | undefined {
  const json = figure.closest('section.scenario')?.querySelector('script[data-live-scenario]')?.textContent;
  if (!json) return undefined;
  const data = JSON.parse(json) as ScenarioData;
  return (data.phase ?? 'movement') === 'movement' ? data : undefined;
}

const slug = (s: string) => fileSlug(s, 'board');

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

const SHORT: Record<string, string> = { alexander: 'Alexander Rules', datc: 'DATC', rulebook2008: '2008 rulebook', calsmun: 'CalsMUN' };

/**
 * A case card for rules authors: the board as shown, each order's outcome under every rule set side
 * by side (a cell that differs from the page's rule set is shaded), and how the other engines rule
 * the case, with the link back to it.
 */
export async function exportCaseCard(figure: HTMLElement, format: ImageFormat, width: ImageWidth): Promise<void> {
  const data = cardCase(figure);
  const svg = figure.querySelector<SVGSVGElement>('svg.bd-svg');
  const section = figure.closest<HTMLElement>('section.scenario');
  if (!data || !svg || !section) throw new Error('this board is not a movement case');
  const { ruleBoard } = await import('../../lib/boardRuling');
  const units: Unit[] = data.units.map((u) => {
    const [power, type, loc] = u.split(' ');
    return { power: power as Power, type: type as UnitType, loc };
  });
  const ids = [data.rules, ...(Object.keys(RULE_SETS) as RuleSetId[]).filter((id) => id !== data.rules)];
  const rulings = ids.map((rules) => {
    try {
      return ruleBoard({ units, text: data.text, rules, ...(data.centres ? { centres: data.centres } : {}) }).rows;
    } catch {
      // A rule set this board cannot be ruled under here (CalsMUN's revival step): its column says so.
      return undefined;
    }
  });
  const key = (r: { line: number | null; unit: string | null }) => `${r.line ?? '-'} ${r.unit ?? ''}`;
  const table: CardTable = {
    columns: ids.map((id) => ({ id, name: SHORT[id] ?? ruleSet(id).title })),
    rows: (rulings[0] ?? []).map((row) => ({
      text: row.line === null ? `${row.unit ?? row.text} (no order)` : row.reading ?? row.text,
      unit: row.unit ?? undefined,
      cells: rulings.map((rows) => {
        const same = rows?.find((x) => key(x) === key(row));
        if (!same) return undefined;
        const v = outcomeView(same.outcome, same.kind);
        return { outcome: same.outcome, word: v.word + (same.dislodged && same.outcome !== 'dislodged' ? ', dislodged' : ''), tone: v.kind };
      }),
    })),
  };
  const others = section.nextElementSibling?.matches('[data-other-engines]') ? [...section.nextElementSibling.querySelectorAll('li[data-engine]')].map((li) => li.textContent?.replace(/\s+/g, ' ').trim() ?? '') : [];
  const { boardImagePng, boardImageSvg } = await import('./boardImage.on-demand');
  const text = await boardImageSvg({
    svg,
    title: `${data.title}: the rule sets compared`,
    rules: `${ruleSet(data.rules).title} (this page), beside the other rule sets`,
    orders: [],
    table,
    ...(others.length ? { notes: { heading: 'Other engines', lines: others } } : {}),
    width,
    link: `${location.origin}${location.pathname}${section.id ? `#${section.id}` : ''}`,
  });
  const name = `${slug(data.title)}-card-${width}`;
  if (format === 'svg') download(`${name}.svg`, text, 'image/svg+xml');
  else download(`${name}.png`, await boardImagePng(text));
}

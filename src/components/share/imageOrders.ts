/**
 * The orders an image lists, in the words the page uses: from a ruling's JSON (the sandbox) or
 * from the ruling rows a page shows (`data-unit`, `data-outcome`). Pure but for the row reader.
 */
import type { RulingJson } from '../../../engine/case/ruling';
import { formatUnitKey } from '../../../engine/orders/format';
import { POWERS } from '../../../engine/map/types';
import { powerName } from '../../../engine/trace/describe';
import { outcomeView } from '../scenario/outcomes';
export type { ImageWidth } from './imageWidths';

/** Every order of a ruling (not the lines that order nothing), by power in the usual order. */
export function imageOrders(json: RulingJson): ImageOrder[] {
  const orders = json.orders
    .filter((o) => o.parse !== 'not-an-order')
    .map((o) => {
      const v = outcomeView(o.outcome, o.kind);
      const written = o.reading ?? (o.text || (o.unit ? formatUnitKey(o.unit) : ''));
      return {
        power: o.power ? powerName(o.power) : 'No power',
        text: o.line === null ? `${written} (no order)` : written,
        unit: o.unit ? (o.power ? `${o.power} ${o.unit}` : o.unit) : undefined,
        outcome: o.outcome,
        word: v.word + (o.dislodged && o.outcome !== 'dislodged' ? ', dislodged' : ''),
        tone: v.kind,
        rank: o.power ? (POWERS as readonly string[]).indexOf(o.power) : POWERS.length,
      };
    });
  return orders.sort((a, b) => a.rank - b.rank).map(({ rank: _, ...o }) => o);
}

/** One order as the image lists it: the ruling row's contract (`data-unit`, `data-outcome`). */
export interface ImageOrder {
  power: string;
  text: string;
  unit?: string;
  outcome: string;
  /** The outcome in the site's words: "succeeds", "support cut". */
  word: string;
  tone: 'ok' | 'bad' | 'cut' | 'neutral';
}

const TONES = ['ok', 'bad', 'cut', 'neutral'] as const;

/** The orders of the ruling rows in `scope` (a scenario's list), as shown. */
export function rowOrders(scope: ParentNode): ImageOrder[] {
  return [...scope.querySelectorAll<HTMLElement>('li.sc-order[data-outcome]')].map((row) => {
    const outcome = row.dataset.outcome ?? '';
    const shown = row.querySelector('.sc-outcome')?.textContent?.trim() ?? outcome;
    return {
      power: row.querySelector('.sc-power')?.textContent?.trim() || 'No power',
      text: row.querySelector('.sc-line code')?.textContent?.trim() ?? '',
      unit: row.dataset.unit,
      outcome,
      // The row's text starts with its mark ("✓ succeeds"); the image draws its own.
      word: shown.replace(/^\S\s+/, ''),
      tone: TONES.find((t) => row.classList.contains(t)) ?? 'neutral',
    };
  });
}

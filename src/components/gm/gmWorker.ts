/**
 * Rules the pasted sheets off the page's thread: the lenient parser is slow on huge pastes, and the
 * page must stay responsive (and keep the text) meanwhile. Rows go back in chunks so that no single
 * message takes long to unpack on the page's side.
 */
import { rulingMarkdown } from './rulingMarkdown';
import { ruleSheets } from '../../lib/gm/gmRuling';
import type { GmReply, GmRequest } from './gmMessages';

const CHUNK = 400;
const post = (m: GmReply) => (self as unknown as Worker).postMessage(m);

self.onmessage = (e: MessageEvent<GmRequest>) => {
  const { id, position, text, rules, game, pages, origin, engineWays } = e.data;
  try {
    const ruling = ruleSheets(position, text, rules, { pages, game, ...(engineWays ? { engineWays } : {}) });
    const { rows, ...rest } = ruling;
    for (let i = 0; i < rows.length; i += CHUNK) post({ id, kind: 'rows', rows: rows.slice(i, i + CHUNK) });
    post({ id, kind: 'done', ruling: rest, markdown: rulingMarkdown(ruling, origin) });
  } catch (err) {
    post({ id, kind: 'error', message: (err as Error).message });
  }
};

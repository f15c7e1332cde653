/**
 * Checks a game record off the page's thread (a long game takes a noticeable moment, and the page
 * must keep the pasted text and stay responsive), reporting each phase done for the progress bar.
 */
import { checkMarkdown, checkRecord, UnreadableRecord } from '../../../engine/record';
import type { RecordReply, RecordRequest } from './recordMessages';

const post = (m: RecordReply) => (self as unknown as Worker).postMessage(m);

self.onmessage = (e: MessageEvent<RecordRequest>) => {
  const { id, text, rules, origin, cutShort } = e.data;
  const t0 = performance.now();
  try {
    let last = 0;
    const report = checkRecord(text, {
      rules,
      cutShort,
      progress: (done, total) => {
        // A message per phase is plenty; fewer when phases are quick.
        const now = performance.now();
        if (now - last > 30 || done === total) {
          last = now;
          post({ id, kind: 'progress', done, total });
        }
      },
    });
    post({ id, kind: 'done', report, markdown: checkMarkdown(report, origin), ms: performance.now() - t0 });
  } catch (err) {
    const problems = err instanceof UnreadableRecord ? err.problems.map((p) => p.message) : [];
    post({ id, kind: 'error', message: [...problems, (err as Error).message].join(' ') });
  }
};

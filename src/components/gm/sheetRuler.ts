/** The page's side of the GM ruling worker: rows arrive in chunks, then the ruling. */
import type { GmRow } from '../../lib/gm/gmRuling';
import type { GmReply, GmRequest } from './gmMessages';
import { LatestRequestWorker } from './latestRequestWorker';

export type Ruled = Extract<GmReply, { kind: 'done' }> & { rows: GmRow[] };

export class SheetRuler {
  private rows: GmRow[] = [];
  private readonly worker: LatestRequestWorker<GmRequest, GmReply>;

  constructor(onResult: (r: Ruled) => void, onError: (message: string) => void) {
    this.worker = new LatestRequestWorker<GmRequest, GmReply>(
      () => new Worker(new URL('./gmWorker.ts', import.meta.url), { type: 'module' }),
      (m) => {
        if (m.kind === 'rows') {
          for (const r of m.rows) this.rows.push(r);
          return 'more';
        }
        if (m.kind === 'error') onError(m.message);
        else onResult({ ...m, rows: this.rows });
        return 'done';
      },
      (message) => onError(`The ruling stopped: ${message}.`),
    );
  }

  rule(request: Omit<GmRequest, 'id'>): void {
    this.rows = [];
    this.worker.send(request);
  }

  get busy(): boolean {
    return this.worker.busy;
  }

  stop(): void {
    this.worker.stop();
  }
}

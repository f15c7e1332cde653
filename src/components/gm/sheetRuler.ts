/**
 * The page's side of the ruling worker. A newer request replaces one still running: the worker is
 * ended and a fresh one started, so a huge paste replaced by a short one answers at once.
 */
import type { GmRow } from '../../lib/gm/gmRuling';
import type { GmReply, GmRequest } from './gmMessages';

export type Ruled = Extract<GmReply, { kind: 'done' }> & { rows: GmRow[] };

export class SheetRuler {
  private worker?: Worker;
  private running = 0;
  private next = 1;
  private rows: GmRow[] = [];

  constructor(private readonly onResult: (r: Ruled) => void, private readonly onError: (message: string) => void) {}

  rule(request: Omit<GmRequest, 'id'>): void {
    if (this.running) this.stop();
    this.worker ??= this.start();
    this.running = this.next++;
    this.rows = [];
    this.worker.postMessage({ ...request, id: this.running } satisfies GmRequest);
  }

  get busy(): boolean {
    return this.running !== 0;
  }

  stop(): void {
    this.worker?.terminate();
    this.worker = undefined;
    this.running = 0;
  }

  private start(): Worker {
    const worker = new Worker(new URL('./gmWorker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<GmReply>) => {
      const m = e.data;
      if (m.id !== this.running) return;
      if (m.kind === 'rows') {
        for (const r of m.rows) this.rows.push(r);
        return;
      }
      this.running = 0;
      if (m.kind === 'error') this.onError(m.message);
      else this.onResult({ ...m, rows: this.rows });
    };
    worker.onerror = (e) => {
      e.preventDefault();
      this.stop();
      this.onError(`The ruling stopped: ${e.message || 'the worker failed'}.`);
    };
    return worker;
  }
}

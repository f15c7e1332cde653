/**
 * The page's side of a worker that answers one request at a time, where only the latest request
 * matters: a newer one replaces one still running (the worker is ended and a fresh one started, so
 * a huge paste replaced by a short one answers at once). Replies carry their request's id; a reply
 * to an older request is dropped.
 */
export class LatestRequestWorker<Request extends { id: number }, Reply extends { id: number }> {
  private worker?: Worker;
  private running = 0;
  private next = 1;

  /**
   * `create` starts the worker (a `new Worker(new URL(…, import.meta.url))` the bundler can see);
   * `onReply` takes each reply to the running request and says whether it was the last one.
   */
  constructor(
    private readonly create: () => Worker,
    private readonly onReply: (reply: Reply) => 'more' | 'done',
    private readonly onFailure: (message: string) => void,
  ) {}

  send(request: Omit<Request, 'id'>): void {
    if (this.running) this.stop();
    this.worker ??= this.start();
    this.running = this.next++;
    this.worker.postMessage({ ...request, id: this.running });
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
    const worker = this.create();
    worker.onmessage = (e: MessageEvent<Reply>) => {
      if (e.data.id !== this.running) return;
      if (this.onReply(e.data) === 'done') this.running = 0;
    };
    worker.onerror = (e) => {
      e.preventDefault();
      this.stop();
      this.onFailure(e.message || 'the worker failed');
    };
    return worker;
  }
}

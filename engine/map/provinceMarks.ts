/**
 * A reusable table of small numbers per province, emptied in O(1) by starting
 * a new generation. The adjudicator's scratch memory: typed arrays the size of
 * a map are slow to allocate, so one is kept per map and reused. Not
 * reentrant: a caller that may be re-entered takes a fresh one from a pool.
 */
export class ProvinceMarks {
  private readonly tag: Uint32Array;
  private readonly value: Int32Array;
  private generation = 1;
  /** Room for a list of provinces: a search's queue or path. */
  readonly list: Int16Array;

  constructor(size: number) {
    this.tag = new Uint32Array(size);
    this.value = new Int32Array(size);
    this.list = new Int16Array(size);
  }

  /** Forget every mark. */
  clear(): this {
    if (++this.generation === 0xffffffff) {
      this.tag.fill(0);
      this.generation = 1;
    }
    return this;
  }

  has(p: number): boolean {
    return this.tag[p] === this.generation;
  }

  /** The value marked for `p`, or `absent`. */
  get(p: number, absent = 0): number {
    return this.tag[p] === this.generation ? this.value[p] : absent;
  }

  set(p: number, value = 1): void {
    this.tag[p] = this.generation;
    this.value[p] = value;
  }

  delete(p: number): void {
    this.tag[p] = 0;
  }
}

/** Scratch tables for code that may be re-entered (a route search whose test resolves decisions that search routes). */
export class MarksPool {
  private readonly free: ProvinceMarks[] = [];
  constructor(private readonly size: number) {}

  take(): ProvinceMarks {
    return (this.free.pop() ?? new ProvinceMarks(this.size)).clear();
  }

  give(m: ProvinceMarks): void {
    this.free.push(m);
  }
}

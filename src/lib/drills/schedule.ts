/**
 * Which drills come back when: each drill's box, as in a Leitner file. A drill answered wholly right
 * moves up a box and comes back later each time (1, 3, 7, 21, then 60 days); one with a miss goes
 * back to the first box and comes back within the hour, and again the next day. Kept in this
 * browser beside the lessons' progress (the course has no accounts).
 */
import { browserStorage } from '../browserStorage';

export const MEMORY_KEY = 'drl:drills:memory';
const DAY = 24 * 60 * 60 * 1000;
const INTERVALS = [1, 3, 7, 21, 60].map((d) => d * DAY);
const AGAIN_SOON = 10 * 60 * 1000;

export interface DrillMemory {
  /** 0 after a miss; one more for each round answered wholly right. */
  box: number;
  /** When it is due again (ms since 1970). */
  due: number;
  right: number;
  wrong: number;
}
export type Memory = Record<string, DrillMemory>;

export function readMemory(storage: Pick<Storage, 'getItem'> | undefined = browserStorage('localStorage')): Memory {
  try {
    const raw = JSON.parse(storage?.getItem(MEMORY_KEY) ?? '{}') as unknown;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
    const out: Memory = {};
    for (const [id, m] of Object.entries(raw as Record<string, unknown>)) {
      const v = m as Partial<DrillMemory>;
      if ([v.box, v.due, v.right, v.wrong].every((n) => typeof n === 'number' && Number.isFinite(n))) out[id] = v as DrillMemory;
    }
    return out;
  } catch {
    // A damaged entry counts as nothing remembered rather than an error.
    return {};
  }
}

/** The drill answered: its box and when it is due again. */
export function remember(memory: Memory, id: string, allRight: boolean, now: number): Memory {
  const before = memory[id] ?? { box: 0, due: now, right: 0, wrong: 0 };
  const box = allRight ? Math.min(before.box + 1, INTERVALS.length) : 0;
  const due = allRight ? now + INTERVALS[box - 1]! : now + AGAIN_SOON;
  return { ...memory, [id]: { box, due, right: before.right + (allRight ? 1 : 0), wrong: before.wrong + (allRight ? 0 : 1) } };
}

export function saveMemory(memory: Memory, storage: Storage | undefined = browserStorage('localStorage')): boolean {
  try {
    storage?.setItem(MEMORY_KEY, JSON.stringify(memory));
    return storage !== undefined;
  } catch {
    // Storage full or refused: the drills still work, remembered for this visit only.
    return false;
  }
}

/**
 * A round: the drills due again first (the longest overdue first, misses before), then ones never
 * seen, in the order given (the lessons' order), up to `size`. Drills seen and not due wait.
 */
export function pickRound<T extends { id: string }>(drills: readonly T[], memory: Memory, now: number, size = 10): T[] {
  const due = drills.filter((d) => memory[d.id] && memory[d.id]!.due <= now).sort((a, b) => memory[a.id]!.box - memory[b.id]!.box || memory[a.id]!.due - memory[b.id]!.due);
  const unseen = drills.filter((d) => !memory[d.id]);
  return [...due, ...unseen].slice(0, size);
}

import type { CheckReport } from '../../../engine/record';

/** The page asks the record worker to check a record under a rule set. */
export interface RecordRequest {
  id: number;
  text: string;
  rules: string;
  /** The page's origin, so the Markdown's DATC links work in a forum post. */
  origin: string;
  /** The text is the first part of a file longer than the record check reads. */
  cutShort?: boolean;
}

export type RecordReply =
  | { id: number; kind: 'progress'; done: number; total: number }
  | { id: number; kind: 'done'; report: CheckReport; markdown: string; ms: number }
  | { id: number; kind: 'error'; message: string };

// Checking a whole game record against the engine: re-exports only.
export { checkRecord, checkRead, type CheckReport, type PhaseCheck, type OrderCheck, type CheckSummary, type CheckOptions } from './checkRecord';
export { readRecord, UnreadableRecord, MAX_RECORD_CHARS } from './readRecord';
export { detectFormat, formatOf, RECORD_FORMATS } from './formats';
export { checkText, checkMarkdown, summaryLine } from './reportText';
export { CHECK_RULE_SETS, knownRuleSet } from './ruleSetNames';
export type { RecordFormat, RecordPhase, RecordProblem, RecordRead } from './types';

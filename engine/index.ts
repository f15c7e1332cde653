// The public API of the engine: re-exports only.
export * from './map';
export type * from './orders/types';
export { readOrder, readOrders, OrderSyntaxError, type ReadContext, type ReadOrdersResult } from './orders/strict';
export * from './rules';
export { adjudicate, type AdjudicateOptions, type Adjudication, type MovementPosition } from './resolve';
export type * from './resolve/types';
export * from './game';
export { adjudicateRetreats, checkRetreat, retreatOptions } from './resolve/retreats';
export { adjudicateAdjustments, adjustmentChange, adjustmentsNeeded, buildSites } from './resolve/adjustments';
export { civilDisorderDistance, civilDisorderRanking, type UnitDistance } from './resolve/civilDisorder';
export type * from './resolve/retreatTypes';
export type * from './resolve/adjustmentTypes';
export { parseOrders } from './orders/parse';
export { formatOrder, formatPlace, describePlace, type FormatOptions, type FormatStyle } from './orders/format';
export { applyProcedures, type ProcedureLine, type ProcedureContext, type ProcedureOutcome } from './orders/procedures';
export type * from './orders/parseTypes';

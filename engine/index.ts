// The public API of the engine: re-exports only.
export * from './map';
export type * from './orders/types';
export { readOrder, readOrders, OrderSyntaxError, type ReadContext, type ReadOrdersResult } from './orders/strict';
export * from './rules';
export { adjudicate, type AdjudicateOptions, type Adjudication, type MovementPosition } from './resolve';
export type * from './resolve/types';

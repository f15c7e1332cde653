// The vocabulary lives in the layer below, which the parser shares (engine/legality/adjustmentTypes.ts).
export type * from '../legality/adjustmentTypes';

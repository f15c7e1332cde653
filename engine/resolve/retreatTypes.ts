// The vocabulary lives in the layer below, which the parser shares (engine/legality/retreatTypes.ts).
export type * from '../legality/retreatTypes';

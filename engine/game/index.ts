// The phase machine and everything a whole game needs: re-exports only.
export * from './position';
export * from './control';
export * from './nextPosition';
export * from './serialize';
export * from './phaseOrders';
export * from '../resolve/insurrection';
export * from './endgames';
export * from './variantRules';

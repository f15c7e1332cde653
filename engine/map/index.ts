// The map module's public face: types, the GameMap interface, the standard map.
export * from './types';
export type { GameMap } from './gameMap';
export { buildMap, standardMap } from './standardMap';
export { STANDARD, type MapData, type ProvinceRow } from './standard';

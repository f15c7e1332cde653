/** Shape of src/map/geometry.json, written by scripts/map/build-geometry.ts. */
export interface XY {
  x: number;
  y: number;
}

export interface ProvinceGeometry {
  id: string;
  name: string;
  kind: 'land' | 'coast' | 'sea';
  /** SVG path data in board units. */
  d: string;
  /** [x, y, width, height] of the province, for zooming to an area. */
  bbox: [number, number, number, number];
  /** Where the three-letter label goes. */
  label: XY;
  /** Where a unit in the province (or on its only coast) is drawn. */
  unit: XY;
  /** Unit positions for the named coasts of Bulgaria, Spain and St Petersburg. */
  coasts?: Partial<Record<'nc' | 'sc' | 'ec', XY>>;
  /** Supply centre marker, for the 34 supply centres. */
  sc?: XY;
}

export interface BoardGeometry {
  source: string;
  viewBox: [number, number, number, number];
  provinces: ProvinceGeometry[];
  /** Land that belongs to no province (Ireland, Sicily, North Africa's interior, ...). */
  neutral: string;
  /** Impassable land: Switzerland. */
  impassable: { id: string; name: string; d: string; label: XY }[];
}

/** A province without its outline: what units, labels and arrows need (src/map/anchors.json). */
export type ProvinceAnchors = Omit<ProvinceGeometry, 'd'>;

/** The board's points only, small enough for the browser's live boards (src/map/anchors.ts). */
export interface BoardAnchors {
  viewBox: [number, number, number, number];
  provinces: ProvinceAnchors[];
}

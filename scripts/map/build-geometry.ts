/**
 * Builds the board's geometry, src/map/geometry.json, from Natural Earth coastlines
 * (the world-atlas package, public domain) and the seed tables beside this file.
 *
 *   npx tsx scripts/map/build-geometry.ts
 *
 * Steps: project land with a Europe-centred conic; split the frame into Voronoi cells around
 * each province's seed points; a land province is its cells clipped to land, a sea its cells
 * minus land; land that no province claims is drawn as neutral. The output is deterministic,
 * so a re-run with unchanged inputs gives an identical file.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { geoPath } from 'd3-geo';
import { Delaunay } from 'd3-delaunay';
import { feature } from 'topojson-client';
import * as clip from 'polyclip-ts';
import { standardMap } from '../../engine/map/index';
import { boardProjection, WIDTH, HEIGHT } from './projection';
import { PROVINCE_SEEDS, NEUTRAL_SEEDS, type LonLat } from './seeds';
import { SUPPLY_CENTRE_CITIES, COAST_ANCHORS, UNIT_OVERRIDES, LABEL_OVERRIDES } from './places';
import {
  type MultiPoly, type Poly, type Pt, type Ring,
  closeRing, multiContains, nestRings, openRing, poleOfInaccessibility, round1, segDist2, signedArea, simplifyRing,
} from './rings';
import type { BoardGeometry, ProvinceGeometry, XY } from '../../src/map/types';
import { anchorsOf } from '../../src/map/anchors';
import { provinceAbbreviation } from '../../engine/map/abbreviations';

const here = dirname(fileURLToPath(import.meta.url));
const OUT = resolve(here, '../../src/map/geometry.json');
const ANCHORS_OUT = resolve(here, '../../src/map/anchors.json');
const require = createRequire(import.meta.url);

/** Coastline simplification in board units; below a pixel at the default size. */
const SIMPLIFY = 0.45;
/** Islands smaller than this many square units are left out. */
const MIN_ISLAND_AREA = 3;
/** Parts of a province smaller than this are dropped (to neutral land, or plain water). */
const MIN_PART_AREA = 2;

const projection = boardProjection();
const project = ([lon, lat]: LonLat): Pt => {
  const p = projection([lon, lat]);
  if (!p) throw new Error(`cannot project ${lon},${lat}`);
  return [p[0], p[1]];
};
const r2 = (v: number): number => Math.round(v * 100) / 100;

/** Project a GeoJSON object, clipped to the frame, into nested polygons. */
function projectToPolys(object: GeoJSON.GeometryObject | GeoJSON.Feature | GeoJSON.FeatureCollection): MultiPoly {
  const rings: Ring[] = [];
  let ring: Ring = [];
  const sink = {
    moveTo(x: number, y: number) {
      ring = [[x, y]];
    },
    lineTo(x: number, y: number) {
      ring.push([x, y]);
    },
    closePath() {
      rings.push(ring);
      ring = [];
    },
    arc() {},
    beginPath() {},
  };
  projection.clipExtent([
    [0, 0],
    [WIDTH, HEIGHT],
  ]);
  geoPath(projection, sink as unknown as CanvasRenderingContext2D)(object as GeoJSON.GeoJsonObject as never);
  projection.clipExtent(null);
  const kept = rings
    .map((r) => simplifyRing(openRing(r), SIMPLIFY).map(([x, y]) => [r2(x), r2(y)] as Pt))
    .filter((r) => r.length >= 3 && Math.abs(signedArea(r)) >= MIN_ISLAND_AREA);
  return nestRings(kept).map((p) => p.map(closeRing));
}

function loadTopo(name: string): any {
  return JSON.parse(readFileSync(require.resolve(`world-atlas/${name}`), 'utf8'));
}

// --- Land, neutral islands, Switzerland
/** A [lon, lat] box as a planar polygon, edges densified so they follow the projection's curves. */
function boxPoly([[w, s], [e, n]]: [LonLat, LonLat]): Poly {
  const ring: Pt[] = [];
  const steps = 10;
  for (let i = 0; i < steps; i++) ring.push(project([w + ((e - w) * i) / steps, s]));
  for (let i = 0; i < steps; i++) ring.push(project([e, s + ((n - s) * i) / steps]));
  for (let i = steps; i > 0; i--) ring.push(project([w + ((e - w) * i) / steps, n]));
  for (let i = steps; i > 0; i--) ring.push(project([w, s + ((n - s) * i) / steps]));
  return [closeRing(ring.map(([x, y]) => [r2(x), r2(y)] as Pt))];
}

/**
 * Straits that the standard board draws closed, as [lon, lat] boxes filled in as land:
 * Zealand joins Sweden at Helsingør, so Denmark–Sweden is a border and the Skagerrak does not
 * meet the Baltic there (the engine's map: "Baltic–Skagerrak is not a border").
 */
const LAND_BRIDGES: [LonLat, LonLat][] = [
  [[12.5, 55.95], [12.8, 56.13]], // Öresund at Helsingør
];

const landTopo = loadTopo('land-50m.json');
const land = clip.union(
  projectToPolys(feature(landTopo, landTopo.objects.land) as unknown as GeoJSON.FeatureCollection) as clip.Geom,
  ...(LAND_BRIDGES.map(boxPoly) as clip.Geom[]),
) as MultiPoly;
const countries = loadTopo('countries-50m.json');
const swissFeature = (feature(countries, countries.objects.countries) as unknown as GeoJSON.FeatureCollection).features.find(
  (f) => f.properties?.name === 'Switzerland',
);
if (!swissFeature) throw new Error('Switzerland not found in world-atlas countries');
// Switzerland drawn from the coarser simplified national border, clipped to land.
const swiss = clip.intersection(projectToPolys(swissFeature) as clip.Geom, land as clip.Geom) as MultiPoly;

// Land pieces holding no seed (Ireland, Sicily, Corsica, Crete, Cyprus, most small islands)
// belong to no province on the standard board: they are drawn as neutral land.
const allSeeds = Object.entries(PROVINCE_SEEDS).flatMap(([id, pts]) => pts.map((ll) => ({ id, ll, pt: project(ll) })));
const landSeeds = allSeeds.filter((s) => standardMap.province(s.id)!.kind !== 'sea');
const seaSeeds = allSeeds.filter((s) => standardMap.province(s.id)!.kind === 'sea');
// Seeds beyond the frame still shape the cells inside it, so only seeds on the board are checked.
const onBoard = ({ pt: [x, y] }: { pt: Pt }) => x > 0 && y > 0 && x < WIDTH && y < HEIGHT;
const misplaced = [
  ...landSeeds.filter((s) => onBoard(s) && !multiContains(land, s.pt)).map((s) => `land seed of ${s.id} is in water: ${s.ll}`),
  ...seaSeeds.filter((s) => onBoard(s) && multiContains(land, s.pt)).map((s) => `sea seed of ${s.id} is on land: ${s.ll}`),
];
if (misplaced.length) throw new Error(misplaced.join('\n'));
const seeded = (p: Poly) => landSeeds.some((s) => multiContains([p], s.pt));
const provinceLand = clip.difference(land.filter(seeded) as clip.Geom, swiss as clip.Geom) as MultiPoly;

/**
 * Water that belongs to no sea province, left as plain water: the Sea of Marmara lies inside
 * Constantinople on the board; the Caspian is a lake; the Danish Belts lie inside Denmark, so
 * the Skagerrak and the Baltic do not meet through them. Boxes in [lon, lat].
 */
const LAKE_BOXES: [LonLat, LonLat][] = [
  [[26.6, 40.25], [29.95, 41.05]],
  [[46.0, 36.0], [56.0, 48.0]],
  [[9.55, 54.95], [11.25, 55.75]],
];
const lakes = LAKE_BOXES.map(boxPoly);

/**
 * Two Voronoi diagrams: land seeds (with the neutral seeds) split the land, sea seeds split the
 * water. Kept apart, each coast meets the sea that is nearest to it, with no unclaimed strip.
 */
function cellsByOwner(points: { id: string; pt: Pt }[]): Map<string, Poly[]> {
  const voronoi = Delaunay.from(points.map((s) => s.pt)).voronoi([0, 0, WIDTH, HEIGHT]);
  const out = new Map<string, Poly[]>();
  points.forEach((s, i) => {
    const cell = voronoi.cellPolygon(i) as unknown as Pt[] | null;
    if (!cell) return;
    const list = out.get(s.id) ?? [];
    list.push([cell.map(([x, y]) => [r2(x), r2(y)] as Pt)]);
    out.set(s.id, list);
  });
  return out;
}
const landCells = cellsByOwner([...landSeeds, ...NEUTRAL_SEEDS.map((ll) => ({ id: '', pt: project(ll) }))]);
const seaCells = cellsByOwner(seaSeeds);

// --- Provinces
const provinceShapes = new Map<string, MultiPoly>();
for (const p of standardMap.provinces) {
  const cells = (p.kind === 'sea' ? seaCells : landCells).get(p.id);
  if (!cells) throw new Error(`no seeds for ${p.id}`);
  const area = clip.union(cells[0], ...cells.slice(1)) as clip.Geom;
  const shape =
    p.kind === 'sea'
      ? clip.difference(area, land as clip.Geom, ...(lakes as clip.Geom[]))
      : clip.intersection(area, provinceLand as clip.Geom);
  // Slivers where a Voronoi cell just reaches past a coast are clipping noise, not territory.
  const parts = (shape as MultiPoly).filter((poly) => Math.abs(signedArea(poly[0])) >= MIN_PART_AREA);
  if (parts.length === 0) throw new Error(`${p.id} came out empty: check its seeds`);
  provinceShapes.set(p.id, parts);
}
/**
 * Small seedless islands hugging a coast (Lofoten, the Dalmatian and Hebridean islands) join
 * the province whose coast they hug, as on the printed board. Large or offshore islands stay
 * neutral.
 */
const COASTAL_ISLAND_AREA = 200;
const COASTAL_ISLAND_GAP = 8;
for (const island of land.filter((p) => !seeded(p) && Math.abs(signedArea(p[0])) < COASTAL_ISLAND_AREA)) {
  const ring = island[0];
  let best: { id: string; gap: number } | undefined;
  for (const [id, shape] of provinceShapes) {
    if (standardMap.province(id)!.kind === 'sea') continue;
    let gap = Infinity;
    for (const q of ring) for (const poly of shape) for (const r of poly) for (let i = 1; i < r.length; i++) gap = Math.min(gap, segDist2(q, r[i - 1], r[i]));
    gap = Math.sqrt(gap);
    if (gap < COASTAL_ISLAND_GAP && (!best || gap < best.gap)) best = { id, gap };
  }
  if (best) provinceShapes.set(best.id, [...provinceShapes.get(best.id)!, island]);
}

const landProvinces = [...provinceShapes.entries()]
  .filter(([id]) => standardMap.province(id)!.kind !== 'sea')
  .map(([, shape]) => shape as clip.Geom);
const neutral = clip.difference(land as clip.Geom, swiss as clip.Geom, ...landProvinces) as MultiPoly;

// --- Output
const xy = ([x, y]: Pt): XY => ({ x: round1(x), y: round1(y) });

/** SVG path data from polygons, coordinates to one decimal, repeated points dropped. */
function pathData(m: MultiPoly): string {
  let d = '';
  for (const poly of m)
    for (const ring of poly) {
      const pts: string[] = [];
      for (const [x, y] of openRing(ring)) {
        const s = `${round1(x)},${round1(y)}`;
        if (s !== pts[pts.length - 1] && s !== pts[0]) pts.push(s);
      }
      if (pts.length >= 3) d += `M${pts[0]}L${pts.slice(1).join(' ')}Z`;
    }
  return d;
}

/**
 * Cities on the coast can fall just offshore once the coastline is simplified: walk such a
 * point towards the province's centre until it is inside, with a little margin.
 */
function pullInside(pt: Pt, shape: MultiPoly, toward: Pt, margin = 2): Pt {
  const edgeDistance = (q: Pt) => {
    let d = Infinity;
    for (const poly of shape) for (const r of poly) for (let i = 1; i < r.length; i++) d = Math.min(d, segDist2(q, r[i - 1], r[i]));
    return Math.sqrt(d);
  };
  for (let t = 0; t <= 1; t += 0.02) {
    const q: Pt = [pt[0] + (toward[0] - pt[0]) * t, pt[1] + (toward[1] - pt[1]) * t];
    if (multiContains(shape, q) && edgeDistance(q) >= margin) return q;
  }
  return toward;
}

/** [x, y, width, height] around the province, for zooming to an area. */
function bbox(m: MultiPoly): [number, number, number, number] {
  const xs = m.flatMap((p) => p[0].map((q) => q[0]));
  const ys = m.flatMap((p) => p[0].map((q) => q[1]));
  const [x0, y0] = [Math.min(...xs), Math.min(...ys)];
  return [round1(x0), round1(y0), round1(Math.max(...xs) - x0), round1(Math.max(...ys) - y0)];
}

function largestPoly(m: MultiPoly): Poly {
  return m.reduce((a, b) => (Math.abs(signedArea(b[0])) > Math.abs(signedArea(a[0])) ? b : a));
}

const dist = (a: Pt, b: Pt) => Math.hypot(a[0] - b[0], a[1] - b[1]);
const edgeDistance = (q: Pt, shape: MultiPoly) => {
  let d = Infinity;
  for (const poly of shape) for (const r of poly) for (let i = 1; i < r.length; i++) d = Math.min(d, segDist2(q, r[i - 1], r[i]));
  return Math.sqrt(d);
};
const fits = (q: Pt, shape: MultiPoly, margin: number) => multiContains(shape, q) && edgeDistance(q, shape) >= margin;
/**
 * A marker (a centre's ring or house, up to 5.2 units from its point) touches the label: the
 * label's own width as a browser draws it (heavy capitals about 0.78 em, the rest 0.65 em, at 8.25
 * units), its line's height (1.25 em), and a margin of 1.5 units.
 */
const onLabel = (q: Pt, label: Pt, text: string) => {
  let em = 0;
  for (const c of text) em += c >= 'A' && c <= 'Z' ? 0.78 : 0.65;
  return Math.abs(q[0] - label[0]) < (em * 8.25) / 2 + 5.2 + 1.5 && Math.abs(q[1] - label[1]) < (1.25 * 8.25) / 2 + 5.2 + 1.5;
};

/** The whole label (about 16 x 7 units) fits inside the province. */
const labelFits = (q: Pt, shape: MultiPoly) =>
  [[0, 0], [-8, -3], [8, -3], [-8, 3], [8, 3]].every(([dx, dy]) => fits([q[0] + dx, q[1] + dy], shape, 1));

/** Below the unit if there is room, else beside or above it; the first spot that fits. */
function placeLabel(unit: Pt, shape: MultiPoly): Pt {
  const options: Pt[] = [[0, 12], [0, 14], [17, 1], [-17, 1], [0, -12], [13, 9], [-13, 9], [13, -9], [-13, -9], [0, 18], [20, 6], [-20, 6]];
  for (const [dx, dy] of options) {
    const q: Pt = [unit[0] + dx, unit[1] + dy];
    if (labelFits(q, shape)) return q;
  }
  return [unit[0], unit[1] + 12];
}

/**
 * The supply centre marker goes at its city unless that is under the unit or a name (its own or a
 * neighbour's, at its usual place); then
 * at the free spot nearest the city on a ring round the unit.
 */
function placeCentre(city: Pt, unit: Pt, own: Pt, labels: readonly { at: Pt; text: string }[], shape: MultiPoly): Pt {
  // 13 units clears a fleet glyph (16 wide) plus the marker itself.
  const free = (q: Pt) => dist(q, unit) >= 13 && !labels.some((l) => onLabel(q, l.at, l.text)) && fits(q, shape, 2.5);
  const start = pullInside(city, shape, unit);
  if (free(start)) return start;
  const ring: Pt[] = [];
  for (const r of [13, 15, 18, 21])
    for (let a = 0; a < 360; a += 15) ring.push([unit[0] + r * Math.cos((a * Math.PI) / 180), unit[1] + r * Math.sin((a * Math.PI) / 180)]);
  ring.sort((a, b) => dist(a, city) - dist(b, city));
  // A crowded coast (Rome) has no such spot: clear of the middle of its own name, and each board
  // then moves the name off the mark (labelPlacement.ts).
  const nearlyFree = (q: Pt) => dist(q, unit) >= 13 && !(Math.abs(q[0] - own[0]) < 11 && Math.abs(q[1] - own[1]) < 7) && fits(q, shape, 2.5);
  return ring.find(free) ?? (nearlyFree(start) ? start : ring.find(nearlyFree)) ?? start;
}

/** Each province's unit point and name's usual place, first: a centre's mark keeps off every name. */
const places = new Map(
  standardMap.provinces.map((p) => {
    const shape = provinceShapes.get(p.id)!;
    const pole = poleOfInaccessibility(largestPoly(shape).map(openRing));
    const unit = UNIT_OVERRIDES[p.id] ? project(UNIT_OVERRIDES[p.id]) : pole;
    const label = LABEL_OVERRIDES[p.id] ? project(LABEL_OVERRIDES[p.id]) : placeLabel(unit, shape);
    return [p.id, { pole, unit, label }];
  }),
);
const allLabels = [...places].map(([id, p]) => ({ at: p.label, text: provinceAbbreviation(id) }));

const provinces: ProvinceGeometry[] = standardMap.provinces.map((p) => {
  const shape = provinceShapes.get(p.id)!;
  const { pole, unit, label } = places.get(p.id)!;
  const out: ProvinceGeometry = {
    id: p.id,
    name: p.name,
    kind: p.kind,
    d: pathData(shape),
    bbox: bbox(shape),
    label: xy(label),
    unit: xy(unit),
  };
  const coasts = COAST_ANCHORS[p.id];
  if (coasts) out.coasts = Object.fromEntries(Object.entries(coasts).map(([c, ll]) => [c, xy(pullInside(project(ll!), shape, pole))]));
  if (p.supplyCentre) {
    const city = SUPPLY_CENTRE_CITIES[p.id];
    if (!city) throw new Error(`no city for supply centre ${p.id}`);
    out.sc = xy(placeCentre(project(city), unit, label, allLabels, shape));
  }
  return out;
});

const geometry: BoardGeometry = {
  source: 'Natural Earth 1:50m land via world-atlas; provinces generated by scripts/map/build-geometry.ts',
  viewBox: [0, 0, WIDTH, HEIGHT],
  provinces,
  neutral: pathData(neutral),
  impassable: [{ id: 'swi', name: 'Switzerland', d: pathData(swiss), label: xy(largestPolyPole(swiss)) }],
};

function largestPolyPole(m: MultiPoly): Pt {
  return poleOfInaccessibility(largestPoly(m).map(openRing));
}

mkdirSync(dirname(OUT), { recursive: true });
const json = JSON.stringify(geometry);
writeFileSync(OUT, json + '\n');
writeFileSync(ANCHORS_OUT, JSON.stringify(anchorsOf(geometry)) + '\n');
console.log(`wrote ${OUT}: ${provinces.length} provinces, ${(json.length / 1024).toFixed(0)} KB`);

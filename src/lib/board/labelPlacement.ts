/**
 * Where a board writes province names so that none covers a unit, an arrowhead, a supply centre's
 * mark or another name. The shared map writes every name at its usual place; a board takes over a
 * name (draws it itself, and hides the map's) when a unit stands in the province, or when the name
 * at its usual place would be covered by a unit, an arrowhead or another name at this board's
 * symbol scale. Each name taken over goes to the first of a few places around its unit (or its
 * usual place) that is clear.
 *
 * Sizes are estimated from the label font (framing.ts LABEL_SIZE, a heavy sans-serif), a little
 * generously, so that "clear" here is clear as drawn.
 */
import { provinceOf } from '../../../engine/map/types';
import { anchors, provinceAnchors, shortLabel } from './anchors';
import { LABEL_SIZE } from './framing';
import type { Scene, SceneUnit } from './scene';

export interface PlacedLabel {
  id: string;
  kind: string;
  x: number;
  y: number;
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Half a unit glyph's width and height (glyphs.ts): a fleet's hull is the wider. */
const HALF = { A: { w: 6, h: 6 }, F: { w: 9, h: 8.5 } } as const;
/** Where a name goes under its unit, in board units times the symbol scale. */
const UNDER = 13;

/**
 * A name's width: capitals and lower case of a heavy sans-serif, as wide as a browser draws them
 * (measured: a box a little wider than the glyphs), so that clear here is clear on the screen.
 */
function textWidth(text: string, k: number): number {
  let em = 0;
  for (const c of text) em += c >= 'A' && c <= 'Z' ? 0.78 : 0.65;
  return em * LABEL_SIZE * k;
}

/** A name's box: its width, and its line's height (1.25 em, as a browser measures a text). */
function labelBox(id: string, x: number, y: number, k: number): Box {
  const w = textWidth(shortLabel(id), k) / 2;
  const h = (1.25 * LABEL_SIZE * k) / 2;
  return { x0: x - w, y0: y - h, x1: x + w, y1: y + h };
}

function unitBox(u: Pick<SceneUnit, 'type' | 'at'>, k: number): Box {
  const { w, h } = HALF[u.type];
  return { x0: u.at.x - w * k, y0: u.at.y - h * k, x1: u.at.x + w * k, y1: u.at.y + h * k };
}

const area = (b: Box) => (b.x1 - b.x0) * (b.y1 - b.y0);
const shared = (a: Box, b: Box) => Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) * Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));
/** Do two boxes share more than a sliver (a fiftieth of the smaller)? */
function clash(a: Box, b: Box): boolean {
  return shared(a, b) > 0.02 * Math.min(area(a), area(b));
}

/** The box of a path of straight lines (an arrowhead: `M x,y L x,y L x,y Z`). */
function pathBox(d: string): Box {
  const n = (d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
  const xs = n.filter((_, i) => i % 2 === 0);
  const ys = n.filter((_, i) => i % 2 === 1);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

/** How far from its point a mark reaches (times the symbol scale): a standoff's star, a failure's cross or a cut's strokes with their white casing. */
const STAR = 7.5;
const CROSS = 5;

/**
 * What a scene draws that a name must keep clear of, besides units: its arrowheads with their
 * outline, its standoffs' stars, and the crosses and strokes of failed moves, supports and convoys
 * (as OrderLayer draws them).
 */
export function sceneMarks(scene: Pick<Scene, 'k' | 'moves' | 'supports' | 'convoys' | 'standoffs'>): Box[] {
  const around = (p: { x: number; y: number }, r: number) => ({ x0: p.x - r * scene.k, y0: p.y - r * scene.k, x1: p.x + r * scene.k, y1: p.y + r * scene.k });
  const heads = scene.moves.map((m) => {
    const b = pathBox(m.head);
    return { x0: b.x0 - 1.5, y0: b.y0 - 1.5, x1: b.x1 + 1.5, y1: b.y1 + 1.5 };
  });
  const crosses = [
    ...scene.moves.filter((m) => m.status === 'failed' && m.showMark).map((m) => m.mark),
    ...scene.supports.filter((s) => s.status !== 'ok' && s.status !== 'pending').map((s) => s.mark),
    ...scene.convoys.flatMap((c) => c.marks),
  ];
  return [...heads, ...scene.standoffs.map((p) => around(p, STAR)), ...crosses.map((p) => around(p, CROSS))];
}

/** Every supply centre's mark (a ring or a house, 5.2 units round its point, and a margin), drawn at one size on every board. */
const CENTRE_MARKS: Box[] = anchors.provinces.flatMap((p) => (p.sc ? [{ x0: p.sc.x - 6, y0: p.sc.y - 6, x1: p.sc.x + 6, y1: p.sc.y + 6 }] : []));

/** The unit a province's name goes with: the one that stays, else the one dislodged. */
function unitIn(id: string, units: readonly SceneUnit[]): SceneUnit | undefined {
  return units.find((u) => !u.dislodged && provinceOf(u.loc) === id) ?? units.find((u) => provinceOf(u.loc) === id);
}

/** Every name at its usual place on the map. */
function mapLabels(k: number): { id: string; box: Box }[] {
  return anchors.provinces.map((p) => ({ id: p.id, box: labelBox(p.id, p.label.x, p.label.y, k) }));
}

/**
 * The provinces whose names a board draws itself, for all its scenes (a board's "before" and
 * "after" hide the same names of the shared map): those with a unit, and those whose usual place
 * is covered by a unit, an arrowhead (`marks`), a centre's mark or another name at this scale.
 */
export function ownLabelIds(scenes: readonly (readonly SceneUnit[])[], k: number, marks: readonly Box[] = []): string[] {
  const own = new Set(scenes.flatMap((units) => units.map((u) => provinceOf(u.loc))));
  const fixed = mapLabels(k);
  const unitBoxes = [...scenes.flatMap((units) => units.map((u) => unitBox(u, k))), ...marks, ...CENTRE_MARKS];
  for (const l of fixed) if (!own.has(l.id) && unitBoxes.some((b) => clash(l.box, b))) own.add(l.id);
  // Two usual places that clash: the second name of the pair moves.
  for (let i = 0; i < fixed.length; i++) {
    if (own.has(fixed[i].id)) continue;
    for (let j = 0; j < i; j++) if (!own.has(fixed[j].id) && clash(fixed[i].box, fixed[j].box)) own.add(fixed[i].id);
  }
  return [...own].sort();
}

/** The places to try for a name, best first: under its unit and round it, or round its usual place. */
function candidates(id: string, units: readonly SceneUnit[], k: number): { x: number; y: number }[] {
  const w = textWidth(shortLabel(id), k);
  const h = LABEL_SIZE * k;
  const unit = unitIn(id, units);
  if (unit) {
    const { x, y } = unit.at;
    const half = HALF[unit.type];
    const side = half.w * k + w / 2 + 1.5 * k;
    return [
      { x, y: y + UNDER * k },
      { x: x + w / 2, y: y + UNDER * k },
      { x: x - w / 2, y: y + UNDER * k },
      { x, y: y - half.h * k - h / 2 - 1.5 * k },
      { x: x + side, y },
      { x: x - side, y },
      { x, y: y + UNDER * k + h },
      { x: x + side, y: y + UNDER * k },
      { x: x - side, y: y + UNDER * k },
      { x: x + side, y: y - half.h * k - h / 2 },
      { x: x - side, y: y - half.h * k - h / 2 },
      { x, y: y - half.h * k - h * 1.5 - 1.5 * k },
    ];
  }
  const p = provinceAnchors(id)!.label;
  return [
    p,
    { x: p.x, y: p.y - h },
    { x: p.x, y: p.y + h },
    { x: p.x + w * 0.6, y: p.y },
    { x: p.x - w * 0.6, y: p.y },
    { x: p.x, y: p.y - 2 * h },
    { x: p.x, y: p.y + 2 * h },
    { x: p.x + w, y: p.y - h },
    { x: p.x - w, y: p.y - h },
    { x: p.x + w, y: p.y + h },
    { x: p.x - w, y: p.y + h },
  ];
}

/**
 * Place the names this board draws itself (`ids`) for one scene's units: each at its first clear
 * candidate (clear of every unit, of the scene's arrowheads (`marks`), of every centre's mark, of
 * the map's names still shown, and of the names placed before it), or at the one least covered
 * when none is clear.
 */
export function placeLabels(ids: readonly string[], units: readonly SceneUnit[], k: number, marks: readonly Box[] = []): PlacedLabel[] {
  const own = new Set(ids);
  const obstacles: Box[] = [...units.map((u) => unitBox(u, k)), ...marks, ...CENTRE_MARKS, ...mapLabels(k).filter((l) => !own.has(l.id)).map((l) => l.box)];
  // Names tied to a unit first: they have the fewest places to go.
  const order = [...ids].filter((id) => provinceAnchors(id)).sort((a, b) => Number(!unitIn(a, units)) - Number(!unitIn(b, units)) || a.localeCompare(b));
  const placed: PlacedLabel[] = [];
  for (const id of order) {
    const tries = candidates(id, units, k);
    // The first clear place; when none is, the one least covered.
    const covered = (c: { x: number; y: number }) => obstacles.reduce((sum, o) => sum + (clash(labelBox(id, c.x, c.y, k), o) ? shared(labelBox(id, c.x, c.y, k), o) : 0), 0);
    const spot = tries.reduce((best, c) => (covered(c) < covered(best) ? c : best), tries[0]);
    obstacles.push(labelBox(id, spot.x, spot.y, k));
    placed.push({ id, kind: provinceAnchors(id)!.kind, x: Math.round(spot.x * 10) / 10, y: Math.round(spot.y * 10) / 10 });
  }
  return placed;
}

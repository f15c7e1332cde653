/**
 * Where a board writes province names so that none covers a unit or another name. The shared map
 * writes every name at its usual place; a board takes over a name (draws it itself, and hides the
 * map's) when a unit stands in the province, or when the name at its usual place would be covered
 * by a unit or by another name at this board's symbol scale. Each name taken over goes to the
 * first of a few places around its unit (or its usual place) that is clear.
 *
 * Sizes are estimated from the label font (framing.ts LABEL_SIZE, a heavy sans-serif), a little
 * generously, so that "clear" here is clear as drawn.
 */
import { provinceOf } from '../../../engine/map/types';
import { anchors, provinceAnchors, shortLabel } from './anchors';
import { LABEL_SIZE } from './framing';
import type { SceneUnit } from './scene';

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

/** A name's width: capitals and lower case of a heavy sans-serif, estimated on the wide side. */
function textWidth(text: string, k: number): number {
  let em = 0;
  for (const c of text) em += c >= 'A' && c <= 'Z' ? 0.72 : 0.6;
  return em * LABEL_SIZE * k;
}

function labelBox(id: string, x: number, y: number, k: number): Box {
  const w = textWidth(shortLabel(id), k) / 2;
  const h = (LABEL_SIZE * k) / 2;
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
 * is covered by a unit or by another name at this scale.
 */
export function ownLabelIds(scenes: readonly (readonly SceneUnit[])[], k: number): string[] {
  const own = new Set(scenes.flatMap((units) => units.map((u) => provinceOf(u.loc))));
  const fixed = mapLabels(k);
  const unitBoxes = scenes.flatMap((units) => units.map((u) => unitBox(u, k)));
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
    ];
  }
  const p = provinceAnchors(id)!.label;
  return [p, { x: p.x, y: p.y - h }, { x: p.x, y: p.y + h }, { x: p.x + w * 0.6, y: p.y }, { x: p.x - w * 0.6, y: p.y }, { x: p.x, y: p.y - 2 * h }, { x: p.x, y: p.y + 2 * h }];
}

/**
 * Place the names this board draws itself (`ids`) for one scene's units: each at its first clear
 * candidate (clear of every unit, of the map's names still shown, and of the names placed before
 * it), or at the one least covered when none is clear.
 */
export function placeLabels(ids: readonly string[], units: readonly SceneUnit[], k: number): PlacedLabel[] {
  const own = new Set(ids);
  const obstacles: Box[] = [...units.map((u) => unitBox(u, k)), ...mapLabels(k).filter((l) => !own.has(l.id)).map((l) => l.box)];
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

/**
 * Where a board opens (src/lib/board/framing.ts): on its units and orders with a margin,
 * never below the scale at which a unit is 16 px and a name 11 px on the screen, and, when that
 * cannot show it all, in parts a reader switches between.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { frame, keepOn, LABEL_SIZE, pointsBox, readableScale, theatres, transformFor, visibleArea, type Box } from '../../src/lib/board/framing';
import { UNIT_SIZE } from '../../src/lib/board/glyphs';
import { MAP_MARKS } from '../../src/components/board/mapKey';
import { locPoint } from '../../src/lib/board/anchors';

const FULL: Box = [0, 0, 1000, 850];
const inside = (p: { x: number; y: number }, b: Box) => p.x >= b[0] && p.x <= b[0] + b[2] && p.y >= b[1] && p.y <= b[1] + b[3];

describe('readableScale', () => {
  it('is the scale at which both a unit glyph reaches 16 px and a name 11 px', () => {
    for (const k of [1, 1.3, 1.6]) {
      const s = readableScale(k);
      expect(UNIT_SIZE * k * s).toBeGreaterThanOrEqual(16 - 1e-9);
      expect(LABEL_SIZE * k * s).toBeGreaterThanOrEqual(11 - 1e-9);
      // and no larger than it must be: one of the two is exactly at its minimum
      expect(Math.min(UNIT_SIZE * k * s - 16, LABEL_SIZE * k * s - 11)).toBeCloseTo(0, 9);
    }
  });
});

describe('frame', () => {
  const france = ['bre', 'par', 'mar', 'bur'].map(locPoint);

  it('shows a small group of units whole, with the margin, on a wide screen', () => {
    const content = pointsBox(france);
    const f = frame(content, { width: 800, height: 600 }, { k: 1.4, full: FULL, margin: 30 });
    expect(f.whole).toBe(true);
    for (const p of france) expect(inside(p, f.box)).toBe(true);
    // The margin is kept on the content's longer side (the box takes the screen's shape).
    expect(f.box[0]).toBeLessThanOrEqual(content[0] - 30 + 1e-9);
    expect(f.box[1]).toBeLessThanOrEqual(content[1] - 30 + 1e-9);
    expect(f.box[2] / f.box[3]).toBeCloseTo(800 / 600, 6);
    expect(f.scale).toBeCloseTo(Math.min(800 / f.box[2], 600 / f.box[3]), 6);
  });

  it('never goes below the readable scale: a wide content on a phone shows a part, centred on it', () => {
    const content: Box = [100, 200, 800, 500];
    const screen = { width: 358, height: 477 };
    const f = frame(content, screen, { k: 1.6, full: FULL });
    expect(f.whole).toBe(false);
    expect(f.scale).toBeCloseTo(readableScale(1.6), 9);
    expect(f.box[2]).toBeCloseTo(358 / readableScale(1.6), 6);
    expect(f.box[0] + f.box[2] / 2).toBeCloseTo(500, 6);
    expect(f.box[1] + f.box[3] / 2).toBeCloseTo(450, 6);
  });

  it('keeps the view on the board', () => {
    const f = frame(pointsBox([locPoint('nao')]), { width: 358, height: 477 }, { k: 1, full: FULL });
    expect(f.box[0]).toBeGreaterThanOrEqual(0);
    expect(f.box[1]).toBeGreaterThanOrEqual(0);
    expect(keepOn([-50, 900, 100, 100], FULL)).toEqual([0, 750, 100, 100]);
  });
});

describe('theatres', () => {
  const opening = ['lon', 'edi', 'lvp', 'bre', 'par', 'mar', 'kie', 'ber', 'mun', 'ven', 'rom', 'nap', 'vie', 'bud', 'tri', 'stp', 'mos', 'war', 'sev', 'ank', 'con', 'smy'].map(locPoint);

  it('splits the 1901 board on a phone into the fewest readable parts, west to east, every unit in one of them', () => {
    const parts = theatres(opening, { width: 358, height: 477 }, { k: 1.6, full: FULL });
    const w = 358 / readableScale(1.6);
    const span = pointsBox(opening)[2] + 60;
    expect(parts.length).toBeGreaterThanOrEqual(2);
    expect((parts.length - 1) * w).toBeLessThan(span); // one part fewer could not cover it
    expect(parts[0].name).toBe('West');
    expect(parts[parts.length - 1].name).toBe('East');
    for (let i = 1; i < parts.length; i++) expect(parts[i].box[0]).toBeGreaterThan(parts[i - 1].box[0]);
    for (const t of parts) expect(t.box[2]).toBeCloseTo(w, 6);
    for (const p of opening) expect(parts.some((t) => inside(p, t.box))).toBe(true);
  });

  it('needs more parts on a smaller symbol scale, up to West, Centre and East', () => {
    const parts = theatres(opening, { width: 358, height: 477 }, { k: 1, full: FULL });
    expect(parts.length).toBeGreaterThan(2);
  });

  it('gives none when the frame already shows everything', () => {
    expect(theatres(opening, { width: 1100, height: 935 }, { k: 1.6, full: FULL })).toEqual([]);
  });
});

describe('transformFor and visibleArea', () => {
  it('puts the target in the middle of what the drawing shows', () => {
    const visible = visibleArea([0, 0, 1000, 850], { width: 300, height: 400 });
    // A wide view box in a tall drawing is padded above and below.
    expect(visible[0]).toBe(0);
    expect(visible[2]).toBe(1000);
    expect(visible[3]).toBeCloseTo(1000 * (400 / 300), 6);
    const t = transformFor(visible, [100, 100, 200, 200]);
    expect(t.k).toBeCloseTo(5, 6);
    expect(t.k * 200 + t.x).toBeCloseTo(visible[0] + visible[2] / 2, 6);
    expect(t.k * 200 + t.y).toBeCloseTo(visible[1] + visible[3] / 2, 6);
  });
});

describe('the map key', () => {
  it('hides each mark a board does not draw, with the selector the key gives for it', () => {
    const css = readFileSync('src/styles/mapkey.css', 'utf8');
    for (const m of MAP_MARKS) {
      const rule = `.board:not(:has(.bd-view :is(${m.selector}))) .bd-key [data-mark='${m.id}']`;
      if (m.always) expect(css).not.toContain(`[data-mark='${m.id}']`);
      else expect(css).toContain(rule);
    }
  });

  it('names every mark the issue asks for', () => {
    const ids = MAP_MARKS.map((m) => m.id);
    for (const id of ['army', 'fleet', 'centre', 'home', 'owned', 'move', 'support', 'convoy', 'failed', 'cut', 'dislodged', 'standoff', 'build', 'disband']) expect(ids).toContain(id);
  });
});

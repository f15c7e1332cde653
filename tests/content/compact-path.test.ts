import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { board } from '../../src/components/board/geometry';
import { compactPath } from '../../src/lib/board/compactPath';

/** The absolute points a path of M, L, l, Z and z visits, read as an SVG reader reads it. */
function points(d: string): (string | number)[][] {
  const tokens = d.match(/[MLlZz]|-?(?:\d+(?:\.\d*)?|\.\d+)/g) ?? [];
  const out: (string | number)[][] = [];
  let [x, y, sx, sy] = [0, 0, 0, 0];
  let command = '';
  for (let i = 0; i < tokens.length; ) {
    const t = tokens[i];
    if (/[MLlZz]/.test(t)) {
      command = t;
      i++;
      if (t === 'Z' || t === 'z') {
        [x, y] = [sx, sy];
        out.push(['close']);
      }
      continue;
    }
    const [a, b] = [Number(tokens[i]), Number(tokens[i + 1])];
    i += 2;
    if (command === 'M') {
      [x, y, sx, sy] = [a, b, a, b];
      out.push(['move', Math.round(x * 10) + 0, Math.round(y * 10) + 0]);
      command = 'L';
    } else {
      [x, y] = command === 'l' ? [x + a, y + b] : [a, b];
      out.push(['line', Math.round(x * 10) + 0, Math.round(y * 10) + 0]);
    }
  }
  return out;
}

describe('the map outlines, written in relative steps', () => {
  it('visit the same points as the absolute outlines, and are shorter: every province of the map', () => {
    let before = 0;
    let after = 0;
    for (const d of [board.neutral, ...board.provinces.map((p) => p.d), ...board.impassable.map((p) => p.d)]) {
      const short = compactPath(d);
      expect(points(short)).toEqual(points(d));
      before += d.length;
      after += short.length;
    }
    expect(after).toBeLessThan(before * 0.8);
  });

  it('visit the same points for any outline of one-decimal coordinates', () => {
    const coord = fc.integer({ min: -20000, max: 20000 }).map((n) => n / 10);
    const ring = fc.array(fc.tuple(coord, coord), { minLength: 2, maxLength: 12 }).map((ps) => `M${ps[0].join(',')}L${ps.slice(1).map((p) => p.join(',')).join(' ')}Z`);
    fc.assert(fc.property(fc.array(ring, { minLength: 1, maxLength: 4 }), (rings) => {
      const d = rings.join('');
      expect(points(compactPath(d))).toEqual(points(d));
    }), { numRuns: 500, seed: 20261129 });
  });

  it('leaves any other path as it is', () => {
    expect(compactPath('M0,0A5,5 0 0 1 10,0Z')).toBe('M0,0A5,5 0 0 1 10,0Z');
  });
});

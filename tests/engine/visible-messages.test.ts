/**
 * A message that quotes the reader's input shows every character and reorders nothing: a pasted
 * right-to-left override would otherwise turn the rest of the sentence around on the page, and an
 * escape sequence would act on a terminal.
 */
import { describe, expect, it } from 'vitest';
import { positionFromJson, PositionError } from '../../engine/game/serialize';
import { standardMap } from '../../engine/map/standardMap';
import { parseOrders } from '../../engine/orders/parse';
import { checkRecord, UnreadableRecord } from '../../engine/record';
import { INVISIBLE, visible } from '../../engine/inputText';

const TRICKS = ['\u202e', '\u2066', '\u001b[2J', '\u0007', '\u0085', '\u2028', '\r'];
const hasInvisible = (s: string) => new RegExp(INVISIBLE.source).test(s);

describe('messages that quote input', () => {
  it('visible() escapes each trick and leaves our own prose and other scripts alone', () => {
    expect(visible('A Par\u202e - Bur')).toBe('A Par\\u202e - Bur');
    expect(visible('“Picady” read as Picardy — Éire, Москва')).toBe('“Picady” read as Picardy — Éire, Москва');
    expect(visible(visible('\u001b'))).toBe('\\u001b');
  });

  it('in the order parser', () => {
    const units = [{ power: 'FRA' as const, type: 'A' as const, loc: 'par' }];
    for (const t of TRICKS) {
      const r = parseOrders(`A Par - Bur ${t}x\nA Par - Pi${t}c`, { units }, 'alexander');
      expect(r.diagnostics.length, JSON.stringify(t)).toBeGreaterThan(0);
      for (const d of r.diagnostics) expect(hasInvisible(d.message), d.message).toBe(false);
    }
  });

  it('in a game record check', () => {
    for (const t of TRICKS) {
      try {
        checkRecord(`Dear all${t} thoughts`);
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(UnreadableRecord);
        expect(hasInvisible((e as Error).message)).toBe(false);
      }
      const r = checkRecord(`A note ${t} before any date line\nSpring, 1901 Large map:\nFrance:\nDiplomacy\nThe army at Paris move to Burgundy.`);
      expect(r.problems.some((p) => p.message.includes('before any date line'))).toBe(true);
      for (const p of r.problems) expect(hasInvisible(p.message), p.message).toBe(false);
    }
  });

  it('in a position file', () => {
    for (const t of TRICKS) {
      let error: unknown;
      try {
        positionFromJson({ version: 1, phase: 'movement', season: 'spring', year: 1901, units: [], centres: { [`pa${t}r`]: 'FRA' } }, standardMap);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(PositionError);
      expect((error as Error).message).toMatch(/is not a supply centre/);
      expect(hasInvisible((error as Error).message), (error as Error).message).toBe(false);
    }
  });
});

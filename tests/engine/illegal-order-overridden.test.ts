import { describe, expect, it } from 'vitest';
import { readCase } from '../../engine/case/json/caseInput';
import { rulingJson } from '../../engine/case/ruling';
import { standardMap } from '../../engine/map/standardMap';

const rule = (orders: string) => rulingJson(readCase(JSON.stringify({ units: ['FRA A par', 'FRA F bre'], orders }), standardMap, 'alexander'), standardMap);

describe('an illegal order to a unit that another line orders legally', () => {
  it('says the later legal order is the one followed, not that the unit holds', () => {
    const [illegal, legal] = rule('France:\nA Par-Mar\nA Paris moves to Gascony').orders;
    expect(illegal).toMatchObject({ line: 2, status: 'illegal', outcome: 'illegal' });
    expect(illegal.explanation).toMatch(/so the order is illegal\. Line 3 also orders this unit, and that order is the one followed\./);
    expect(illegal.explanation).not.toMatch(/holds instead/);
    expect(legal).toMatchObject({ line: 3, status: 'followed', outcome: 'succeeds' });
  });

  it('and the same when the legal order comes first', () => {
    const [legal, illegal] = rule('France:\nA Par-Gas\nA Par-Mar').orders;
    expect(legal).toMatchObject({ line: 2, outcome: 'succeeds' });
    expect(illegal.explanation).toMatch(/Line 2 also orders this unit, and that order is the one followed\./);
  });

  it('an illegal order alone still leaves its unit holding', () => {
    const [illegal] = rule('France:\nA Par-Mar').orders;
    expect(illegal.explanation).toMatch(/The unit holds instead\./);
  });
});

/** The sandbox under a game for fewer players (V.5), and its VII.3 / VII.4 status (src/lib/sandbox/). */
import { describe, expect, it } from 'vitest';
import { replayGame } from '../../engine/replay/gameReplay';
import { standardMap } from '../../engine/map/standardMap';
import { historyEndgame } from '../../src/lib/sandbox/endgame';
import { caseExport, gameExport, importText, rulingExport } from '../../src/lib/sandbox/exports';
import { rulePhase } from '../../src/lib/sandbox/phaseRuling';
import { decodeHash, encodeState } from '../../src/lib/sandbox/shareLink';
import { current, play, startState, stateFromJson, stateToJson, withOrders, withToss, withVariant } from '../../src/lib/sandbox/state';

describe('the sandbox with a variant', () => {
  it('starts the two-player game in Spring 1914, and refuses a move into Venice', () => {
    const s = withOrders(withVariant(startState('alexander'), 'two'), 'Austria:\nA Tri-Ven');
    expect(current(s).position.year).toBe(1914);
    const json = rulingExport(s);
    expect(json.variant).toBe('two');
    expect(json.orders[0]).toMatchObject({ outcome: 'illegal', reason: 'closed-province' });
  });

  it('keeps the variant and the toss in the link and the saved JSON', async () => {
    const s = withToss(withVariant(startState('datc'), 'two'), 'central');
    const back = stateFromJson(JSON.parse(JSON.stringify(stateToJson(s))));
    expect([back.variant, back.toss, back.rules]).toEqual(['two', 'central', 'datc']);
    const decoded = await decodeHash(await encodeState(s));
    expect(decoded.kind === 'state' && [decoded.state.variant, decoded.state.toss]).toEqual(['two', 'central']);
    expect(() => stateFromJson({ ...stateToJson(s), toss: 'italy' })).toThrow(/entente, central/);
  });

  it('writes the variant, toss and year into the #case= case, which the CLI rules the same', () => {
    const s = withOrders(withToss(withVariant(startState('alexander'), 'two'), 'entente'), 'A Tri-Ven');
    const input = caseExport(s);
    expect(input).toMatchObject({ variant: 'two', toss: 'entente', year: 1914 });
    expect(rulePhase(current(s).position, current(s).orders, 'alexander', s).json.orders[0].reason).toBe('closed-province');
  });

  it('exports a game played under six players that replays with --game to the same board', () => {
    let s = withOrders(withVariant(startState('alexander'), 'six'), 'Italy:\nA Ven-Tyr\nAustria:\nA Vie-Tyr');
    s = play(s).state;
    const game = gameExport(s);
    expect(game.variant).toBe('six');
    const report = replayGame(JSON.stringify(game), standardMap, 'alexander');
    expect(report.final.units).toEqual((stateToJson(s).nodes.at(-1)!.position as { units: string[] }).units);
    expect(report.final.units).toContain('AUS A tyr');
    const imported = importText(JSON.stringify(game), startState('alexander'));
    expect(imported.kind === 'state' && imported.state.variant).toBe('six');
  });

  it('shows the VII.3 count as an optional rule, and the VII.4 scores once a draw would apply', () => {
    let s = startState('alexander');
    expect(historyEndgame(s).draws).toBe('If your table plays VII.3: 0 of 7 years in a row without a centre gained; 0 of 35 game years played.');
    // Eight years of holding: no centre changes hands.
    for (let i = 0; i < 16; i++) s = play(s).state;
    expect(current(s).position.year).toBe(1909);
    const e = historyEndgame(s);
    expect(e.status).toMatchObject({ yearsPlayed: 8, quietYears: 8, draw: { year: 1907 } });
    expect(e.draws).toMatch(/^If your table plays VII.3, the game ended in a draw at the end of 1907/);
    expect(e.scoredAs).toBe('a 7-way draw');
    expect(e.scores?.every((r) => r.points === 0)).toBe(true);
  });
});

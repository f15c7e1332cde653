/**
 * The CalsMUN page's insurrection (content/variants/calsmun.mdx): the case its sandbox link opens
 * must rule as the page says, row by row in the sandbox and at the end of the season in the game.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { caseInputSchema } from '../../engine/case/json/caseInput';
import { buildScene } from '../../src/lib/board/scene';
import { boardModel } from '../../src/lib/board/model';
import { rulingMarkdown } from '../../src/components/gm/rulingMarkdown';
import { ruleSheets } from '../../src/lib/gm/gmRuling';
import { stateFromCase } from '../../src/lib/sandbox/exports';
import { caseOf, rulePhase, unitsOf } from '../../src/lib/sandbox/phaseRuling';
import { current, play, startState, withPosition } from '../../src/lib/sandbox/state';
import { sampleGame } from '../../src/lib/sampleGame';
import { ruleBoard } from '../../src/lib/boardRuling';
import { boardRevivals } from '../../src/lib/boardRevivals';

const input = caseInputSchema.parse(JSON.parse(readFileSync('content/variants/calsmun-insurrection.json', 'utf8')));
const page = readFileSync('content/variants/calsmun.mdx', 'utf8');

describe('the CalsMUN page’s insurrection', () => {
  const state = stateFromCase(input, 'alexander');
  const position = current(state).position;

  it('opens in the sandbox as Spring 1905 under CalsMUN, with Russia out of the game', () => {
    expect(state.rules).toBe('calsmun');
    expect([position.season, position.year, position.phase]).toEqual(['spring', 1905, 'movement']);
    expect(position.eliminated).toEqual(['RUS']);
    expect(page).toContain('caseLink(insurrection)');
  });

  it('rules each row as the page says: the three units leave, and Germany walks into Galicia', () => {
    const { json } = rulePhase(position, current(state).orders, state.rules);
    const row = (text: string) => json.orders.find((o) => o.text === text)!;
    for (const text of ['F Edi I Russia', 'A Gal I Russia', 'A Boh I Russia']) expect(row(text)).toMatchObject({ outcome: 'succeeds', reason: 'joined-insurrection' });
    expect(row('Russia: revive Moscow, Warsaw, Sevastopol')).toMatchObject({ outcome: 'succeeds', reason: 'preferences-filed' });
    expect(row('A Sil - Gal')).toMatchObject({ outcome: 'succeeds' });
    expect(row('A Pru - War')).toMatchObject({ outcome: 'succeeds' });
    expect(json.units).not.toContain('AUS A gal');
    expect(json.units).toContain('GER A gal');
  });

  it('restores Moscow and Warsaw at the end of the season, places an army in Moscow, and gives Austria a victory point', () => {
    const { state: next, step } = play(state);
    expect(step.insurrections).toHaveLength(1);
    const [r] = step.insurrections!;
    expect(r).toMatchObject({ power: 'RUS', outcome: 'revived' });
    expect(r.restored.map((c) => c.centre)).toEqual(['mos', 'war']);
    expect(r.placed.map((u) => `${u.power} ${u.type} ${u.loc}`)).toEqual(['RUS A mos']);
    expect(r.victoryPoints).toEqual(['AUS']);
    const after = current(next).position;
    expect(after.eliminated).toEqual([]);
    expect(after.units.find((u) => u.loc === 'war')?.power).toBe('GER');
  });

  it('names the eliminated powers in the case the sandbox exports, so the CLI rules it alike', () => {
    expect(caseOf(position, '', 'calsmun').eliminated).toEqual(['RUS']);
    // Other rule sets have no insurrection: their cases stay as they were.
    expect(caseOf(position, '', 'rulebook2008')).not.toHaveProperty('eliminated');
  });

  it('gives a game master the same rows, and what the season restored, in the ruling and its copies', () => {
    const gm = ruleSheets(position, current(state).orders, 'calsmun');
    expect(gm.rows.find((r) => r.text === 'F Edi I Russia')).toMatchObject({ outcome: 'succeeds', unit: 'ENG F edi' });
    expect(gm.insurrections).toHaveLength(1);
    expect(gm.insurrections[0]).toMatch(/^Russia is revived: .* Moscow \(from Germany\) and Warsaw \(from Germany\)/);
    expect(gm.plainText).toMatch(/\n\nAt the end of the season:\n {2}Russia is revived/);
    expect(rulingMarkdown(gm)).toMatch(/\*\*At the end of the season\*\*\n\n- Russia is revived/);
    // With a unit dislodged, the insurrection waits for the retreats.
    const withRuhr = { ...position, units: [...position.units, ...unitsOf(['FRA A ruh'])] };
    const attacked = ruleSheets(withRuhr, `${current(state).orders}\n\nFrance:\nA Bur - Mun\nA Ruh S A Bur - Mun`, 'calsmun');
    expect(attacked.retreats.map((d) => d.unit)).toEqual(['Germany A Munich']);
    expect(attacked.insurrections).toEqual(['The insurrection for Russia is settled once the retreats are done.']);
  });

  it('draws the units that joined the insurrection crossed out, and says so in the board’s text', () => {
    const scene = buildScene(unitsOf(['ENG F edi', 'GER A sil']), [], undefined, 1, true, new Set(['edi']));
    expect(scene.units.map((u) => u.mark)).toEqual(['disband', undefined]);
    const model = boardModel(unitsOf(['ENG F edi', 'GER A sil']), [], undefined, undefined, 1, false, new Set(['edi']));
    expect(model.text.orders).toEqual(['England: Fleet Edinburgh leaves the board to join an insurrection']);
  });
});

describe('setting up an insurrection by hand in the sandbox', () => {
  it('puts a power out of the game when an edit takes its last unit and centre, and back in when an edit gives it one', () => {
    const start = startState('calsmun');
    const p = current(start).position;
    const noRussia = { ...p, units: p.units.filter((u) => u.power !== 'RUS'), centres: Object.fromEntries(Object.entries(p.centres).map(([c, o]) => [c, o === 'RUS' ? 'TUR' : o])) } as typeof p;
    const edited = withPosition(start, noRussia);
    expect(current(edited).position.eliminated).toEqual(['RUS']);
    const { json } = rulePhase(current(edited).position, 'Turkey:\nA Con I Russia\nA Smy I Russia\nRussia: revive Sevastopol', 'calsmun');
    expect(json.orders.find((o) => o.text === 'A Con I Russia')).toMatchObject({ outcome: 'succeeds', reason: 'joined-insurrection' });
    // A season's change leaves every power's standing alone; a Russian unit placed by hand brings Russia back.
    expect(current(withPosition(edited, { ...current(edited).position, season: 'fall' })).position.eliminated).toEqual(['RUS']);
    const back = withPosition(edited, { ...current(edited).position, units: [...current(edited).position.units, ...unitsOf(['RUS A mos'])] });
    expect(current(back).position.eliminated).toEqual([]);
  });
});

describe('the CalsMUN page’s insurrection game (content/variants/calsmun-game.json)', () => {
  const game = sampleGame('content/variants/calsmun-game.json');

  it('rules the Spring board as the CLI does: the three units leave, and are drawn crossed', () => {
    const [spring] = game.phases;
    expect(spring.label).toBe('Spring 1905 movement');
    const row = (text: string) => spring.board.rows.find((r) => r.text === text)!;
    expect(row('F Edi I Russia')).toMatchObject({ outcome: 'succeeds', unit: 'ENG F edi' });
    expect(row('Russia: revive Moscow, Warsaw, Sevastopol')).toMatchObject({ outcome: 'succeeds' });
    expect(spring.board.phase === 'movement' && [...spring.board.leaving].sort()).toEqual(['boh', 'edi', 'gal']);
    expect(spring.seasonEnd).toHaveLength(1);
    expect(spring.seasonEnd[0]).toMatch(/^Russia is revived: .* Moscow \(from Germany\) and Warsaw \(from Germany\)/);
  });

  it('is ruled by a board under CalsMUN only with the revival step, which boards under other rules never load', () => {
    const [spring] = game.phases;
    const input = { units: spring.position.units, centres: spring.position.centres, text: spring.board.input.text, rules: 'calsmun' as const, eliminated: spring.position.eliminated };
    expect(() => ruleBoard(input)).toThrow(/revival step/);
    expect(ruleBoard(input, boardRevivals).rows).toEqual(spring.board.rows);
    // A revival order written for a power still in the game is judged by the step too, not dropped.
    const stillIn = ruleBoard({ ...input, eliminated: [] }, boardRevivals).rows.find((r) => r.text === 'F Edi I Russia');
    expect(stillIn).toMatchObject({ outcome: 'illegal' });
    expect(stillIn!.explanation).toMatch(/Russia is still in the game/);
    // Under rules without the insurrection, a revival order is not an order at all: no step is needed.
    expect(ruleBoard({ ...input, rules: 'rulebook2008' }).rows.find((r) => r.text === 'F Edi I Russia')).toMatchObject({ outcome: 'not-followed' });
  });

  it('lets revived Russia play the Fall, and hands Warsaw back to its German occupier at the end of it', () => {
    const [, fall] = game.phases;
    expect(fall.position.eliminated).toEqual([]);
    expect(fall.board.rows.find((r) => r.text === 'A Mos - Sev')).toMatchObject({ outcome: 'succeeds' });
    expect(game.final.centres).toMatchObject({ mos: 'RUS', sev: 'RUS', war: 'GER' });
  });
});

/** Game-master mode's ruling table, its Markdown, and the position it leads to (src/lib/gm/). */
import { describe, expect, it } from 'vitest';
import { rulingMarkdown, mdText } from '../../src/components/gm/rulingMarkdown';
import { otherEnginesSentence, ruleSheets } from '../../src/lib/gm/gmRuling';
import { engineWays } from '../../src/lib/peers/otherEngines';
import { SAMPLE_SHEETS } from '../../src/lib/gm/sampleSheet';
import { dislodgedUnits, rowUnit, rulePhase } from '../../src/lib/sandbox/phaseRuling';
import { startState } from '../../src/lib/sandbox/state';

const START = startState('alexander').nodes[0].position;

describe('game-master ruling', () => {
  it('gives one row per CLI entry, with the CLI’s unit, outcome and dislodgement, in the CLI’s order', () => {
    const gm = ruleSheets(START, SAMPLE_SHEETS, 'alexander');
    const cli = rulePhase(START, SAMPLE_SHEETS, 'alexander').json;
    const dislodged = dislodgedUnits(cli);
    const ordering = cli.orders.filter((e) => e.parse !== 'not-an-order');
    expect(gm.rows.map((r) => [r.line, r.unit, r.outcome, r.dislodged])).toEqual(ordering.map((e) => [e.line, rowUnit(e), e.outcome, rowUnit(e) !== null && dislodged.has(rowUnit(e)!)]));
    // The lines that order nothing are the CLI's not-an-order entries, listed apart.
    expect(gm.notOrders.map((n) => n.line)).toEqual(cli.orders.filter((e) => e.parse === 'not-an-order').map((e) => e.line));
  });

  it('reads a hyphenated sea as one place, never as a route ("F Bre - Mid-Atl" is F Bre-MAO)', () => {
    const gm = ruleSheets(START, 'France:\nF Bre - Mid-Atl\nF Bre-Mid-Atlantic', 'alexander');
    expect(gm.rows.filter((r) => r.line !== null).map((r) => r.reading)).toEqual(['F Bre-MAO', 'F Bre-MAO']);
  });

  it('reads the sample’s messy lines and lists the un-assignable ones with why', () => {
    const gm = ruleSheets(START, SAMPLE_SHEETS, 'alexander');
    const row = (text: string) => gm.rows.find((r) => r.text === text)!;
    expect(row('F Lon - Nrth Sea')).toMatchObject({ reading: 'F Lon-NTH', degree: 'badly-written', outcome: 'succeeds', unit: 'ENG F lon' });
    expect(row('Liv - Yor')).toMatchObject({ reading: 'A Lvp-Yor', unit: 'ENG A lvp' });
    // Two orders for Paris: the last one counts.
    expect(row('A Par-Bur').outcome).toBe('not-followed');
    expect(row('A Par-Pic').outcome).toBe('succeeds');
    expect(gm.problems.map((p) => [p.powerName, p.degree])).toEqual([['France', 'un-assignable']]);
    // Italy's sign-off orders nothing: listed apart, never un-assignable.
    expect(gm.notOrders.map((n) => n.text)).toEqual(['see you all next turn!']);
    expect(gm.problems[0].why).toMatch(/belongs to Germany; France cannot order it/);
    // Explanations leave the rule references to the links.
    expect(row('F Tri H').explanation).toBe('F Trieste holds.');
    expect(row('F Tri H').cites.map((c) => c.id)).toEqual(['alexander:IV.2']);
    // Units without orders get rows too.
    expect(gm.rows.filter((r) => r.line === null).length).toBeGreaterThan(0);
    expect(gm.plainText).toMatch(/^Ruling under The Alexander Rules/);
  });

  it('says when a build is left unused, in the table’s notes, the plain text and the Markdown', () => {
    const adjustment = { ...START, season: 'fall' as const, phase: 'adjustment' as const, units: START.units.filter((u) => u.power !== 'FRA' || u.loc === 'bre'), centres: { ...START.centres } };
    const gm = ruleSheets(adjustment, 'France:\nBuild A Par', 'alexander');
    expect(gm.unusedBuilds).toEqual(['France may build 2 units and built 1: one build is left unused, and nothing is built for it.']);
    expect(gm.plainText).toContain('Builds left unused:\n  France may build 2 units and built 1');
    expect(rulingMarkdown(gm)).toContain('**Builds left unused**');
    expect(ruleSheets(adjustment, 'France:\nBuild A Par\nBuild A Mar', 'alexander').unusedBuilds).toEqual([]);
  });

  it('names an ambiguous coast’s meanings and leads on to the next phase', () => {
    const position = { ...START, units: [...START.units.filter((u) => u.loc !== 'bre'), { power: 'FRA' as const, type: 'F' as const, loc: 'mao' }] };
    const gm = ruleSheets(position, 'France:\nF Mid - Spa', 'alexander');
    expect(gm.problems).toEqual([expect.objectContaining({ degree: 'ambiguous', meanings: ['F MAO-Spa (nc)', 'F MAO-Spa (sc)'] })]);
    expect(gm.rows[0]).toMatchObject({ unit: 'FRA F mao', outcome: 'not-followed', reading: null });
    expect('position' in gm.next && gm.next.position.season).toBe('fall');
  });

  it('rules a retreat phase the same way, with the retreats owed before it', () => {
    const attack = { ...START, units: [...START.units.filter((u) => !['war', 'mos'].includes(u.loc)), { power: 'RUS' as const, type: 'A' as const, loc: 'gal' }, { power: 'RUS' as const, type: 'A' as const, loc: 'boh' }] };
    const dislodging = ruleSheets(attack, 'Russia:\nA Gal-Vie\nA Boh S A Gal-Vie', 'alexander');
    expect(dislodging.rows.find((r) => r.unit === 'AUS A vie')).toMatchObject({ outcome: 'dislodged', dislodged: true });
    expect(dislodging.retreats).toEqual([expect.objectContaining({ unit: 'Austria A Vienna', attackedFrom: 'Galicia' })]);
    expect(dislodging.phaseNext).toBe('retreat');
    const next = 'position' in dislodging.next ? dislodging.next.position : undefined;
    expect(next?.phase).toBe('retreat');
    const retreat = ruleSheets(next!, 'Austria:\nA Vie-Tyr', 'alexander');
    expect(retreat.phase).toBe('Spring 1901 retreat');
    expect(retreat.rows[0]).toMatchObject({ unit: 'AUS A vie', outcome: 'succeeds' });
    expect(retreat.rows).toEqual(rulePhase(next!, 'Austria:\nA Vie-Tyr', 'alexander').json.orders.map((e) => expect.objectContaining({ unit: rowUnit(e), outcome: e.outcome })));
  });
});

describe('game-master Markdown', () => {
  it('is a table with a row per entry, rule links made absolute', () => {
    const gm = ruleSheets(START, SAMPLE_SHEETS, 'alexander', { pages: ['/rules/iv-orders/'] });
    const md = rulingMarkdown(gm, 'https://example.org');
    const lines = md.split('\n');
    const head = lines.indexOf('| Line | Power | As written | Read as | Degree | Outcome | Why | Rules |');
    expect(head).toBeGreaterThan(0);
    expect(lines[head + 1]).toBe('|---:|---|---|---|---|---|---|---|');
    const body = lines.slice(head + 2, lines.indexOf('', head));
    expect(body).toHaveLength(gm.rows.length);
    for (const l of body) expect(l.match(/(?<!\\)\|/g)).toHaveLength(9);
    expect(md).toContain('[Alexander IV.2](https://example.org/rules/iv-orders/#iv-2)');
    expect(md).toContain('**Lines not followed as written**');
  });

  it('escapes what players wrote, so markup and pipes show as written', () => {
    expect(mdText('<script>alert(1)</script> | *x*')).toBe('\\<script\\>alert\\(1\\)\\</script\\> \\| \\*x\\*');
    const gm = ruleSheets(START, 'England:\n<svg onload=alert(1)> | x', 'alexander');
    const md = rulingMarkdown(gm);
    expect(md).toContain('\\<svg onload=alert\\(1\\)\\> \\| x');
    expect(md).not.toMatch(/(?<!\\)<svg/);
  });

  it('rules a game for fewer players as the sandbox and the CLI do: the variant carries through (V.5)', () => {
    const six = startState('alexander', 'standard', 'six').nodes[0].position;
    const sheets = 'Italy:\nA Ven-Tyr\n\nAustria:\nA Vie-Gal';
    const gm = ruleSheets(six, sheets, 'alexander', { game: { variant: 'six' } });
    expect(gm.rows.find((r) => r.unit === 'ITA A ven' && r.line !== null)?.outcome).toBe('illegal');
    expect(gm.rows.find((r) => r.unit === 'AUS A vie')?.outcome).toBe('succeeds');
    expect(gm.rulesTitle).toBe('The Alexander Rules, six players, without Italy');
    expect(rulePhase(six, sheets, 'alexander', { variant: 'six' }).json.orders.map((e) => e.outcome)).toEqual(gm.rows.map((r) => r.outcome));
    // Without the variant, the same sheet is a seven-player game and Italy's order is followed.
    expect(ruleSheets(six, sheets, 'alexander').rows.find((r) => r.unit === 'ITA A ven' && r.line !== null)?.outcome).toBe('succeeds');
    // Two players, 1914: Italy's provinces are closed, so a move into Venice is illegal.
    const two = startState('alexander', 'standard', 'two').nodes[0].position;
    const closed = ruleSheets(two, 'Austria:\nA Vie-Tyr\nF Tri-Ven', 'alexander', { game: { variant: 'two' } });
    expect(closed.phase).toBe('Spring 1914 movement');
    expect(closed.rows.find((r) => r.unit === 'AUS F tri' && r.line !== null)?.outcome).toBe('illegal');
  });
});

describe('a row another engine would rule otherwise', () => {
  const ways = engineWays();
  const sheet = 'France:\nA Marseilles - Spain via convoy\nF Brest - Mid-Atlantic Ocean';

  it('names the engines, what they rule and the DATC case, when our rule set parts from them', () => {
    const ruling = ruleSheets(START, sheet, 'datc', { engineWays: ways });
    const mar = ruling.rows.find((r) => r.unit === 'FRA A mar')!;
    expect(mar.outcome).toBe('fails');
    expect(mar.otherEngines).toMatchObject({ engines: 'godip, python-diplomacy and webDiplomacy', outcome: 'succeeds', caseId: '6.G.8', link: '/datc/6g/#6-g-8' });
    expect(otherEnginesSentence(mar.otherEngines!, 'moves')).toBe('godip, python-diplomacy and webDiplomacy rule it: moves (a via-convoy move with no convoy; DATC 6.G.8).');
    expect(ruling.rows.filter((r) => r.otherEngines)).toHaveLength(1);
  });

  it('says nothing under a rule set that already makes their choice', () => {
    const ruling = ruleSheets(START, sheet, 'alexander', { engineWays: ways });
    expect(ruling.rows.find((r) => r.unit === 'FRA A mar')!.outcome).toBe('succeeds');
    expect(ruling.rows.some((r) => r.otherEngines)).toBe(false);
  });
});

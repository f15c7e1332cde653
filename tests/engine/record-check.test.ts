import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { check } from './commands';
import { describe, expect, it } from 'vitest';
import { replayGame } from '../../engine/replay/gameReplay';
import { standardMap } from '../../engine/map/standardMap';
import { agrees } from '../../engine/record/agreement';
import { withoutMailQuotes } from '../../engine/record/mailQuotes';
import { otherSeasonTitle } from '../../engine/record/phaseNames';
import { checkText } from '../../engine/record/reportText';
import { recordedClaim } from '../../engine/record/recordedClaim';
import { checkMarkdown, checkRecord, detectFormat, summaryLine, UnreadableRecord, type CheckReport, type OrderCheck } from '../../engine/record';

/**
 * Whole games written by us in each format's rules (tests/record/records/): the same two years —
 * Spring 1901 to Fall 1902, with a bounce in every corner, a convoy, a void support, a cut support,
 * a dislodgement and its retreat, nine builds — as webDiplomacy's archive, a judge's reports,
 * python-diplomacy's saved game and a game master's log.
 */
const read = (name: string) => readFileSync(new URL(`../record/records/${name}`, import.meta.url), 'utf8');
const RECORDS = {
  webdiplomacy: 'webdiplomacy-1901-1902.txt',
  judge: 'judge-1901-1902.txt',
  'python-diplomacy': 'python-diplomacy-1901-1902.json',
  'gm-log': 'gm-log-1901-1902.txt',
} as const;

const PHASES = ['Spring 1901 movement', 'Fall 1901 movement', 'Fall 1901 retreat', 'Fall 1901 adjustment', 'Spring 1902 movement', 'Fall 1902 movement'];

function order(report: CheckReport, phase: string, text: RegExp): OrderCheck {
  const p = report.phases.find((x) => x.name === phase);
  const o = p?.orders.find((x) => text.test(x.text));
  if (!o) throw new Error(`no order ${text} in ${phase}`);
  return o;
}

describe('a whole game in each format', () => {
  const reports = Object.fromEntries(Object.entries(RECORDS).map(([format, file]) => [format, checkRecord(read(file))])) as Record<keyof typeof RECORDS, CheckReport>;

  for (const [format, file] of Object.entries(RECORDS)) {
    it(`${format}: recognised, every phase in game order, every stated result agrees`, () => {
      const text = read(file);
      expect(detectFormat(text)).toBe(format);
      const r = reports[format as keyof typeof RECORDS];
      expect(r.format).toBe(format);
      expect(r.phases.map((p) => p.name)).toEqual(PHASES);
      expect(r.summary.differ).toBe(0);
      expect(r.summary.agree).toBe(r.summary.orders);
      expect(r.phases.every((p) => p.agree)).toBe(true);
      expect(r.phases[1].dislodged).toEqual([{ unit: 'RUS A gal', retreats: ['boh', 'sil', 'war'] }]);
    });
  }

  it('the formats that state every result compare every order, the log only those it annotates', () => {
    for (const f of ['webdiplomacy', 'judge', 'python-diplomacy'] as const) {
      const fall = reports[f].phases.find((p) => p.name === 'Fall 1901 movement')!;
      expect(fall.orders.filter((o) => o.agree === null)).toEqual([]);
    }
    const log = reports['gm-log'];
    expect(log.summary.orders).toBeGreaterThan(0);
    expect(log.phases.flatMap((p) => p.orders).some((o) => o.recorded === null && o.agree === null)).toBe(true);
  });

  it('all four records rebuild the same game', () => {
    const finals = Object.values(reports).map((r) => JSON.stringify(r.final));
    expect(new Set(finals).size).toBe(1);
    expect(reports.judge.final.units).toContain('FRA A bur');
    expect(reports.judge.final.units).toContain('RUS A war');
  });

  it('this project\'s --game file reaches the board the replay reaches', () => {
    const text = readFileSync(new URL('../game/sample-game-2008.json', import.meta.url), 'utf8');
    const r = checkRecord(text, { rules: 'rulebook2008' });
    expect(r.format).toBe('game-file');
    expect(r.final).toEqual(replayGame(text, standardMap, 'rulebook2008').final);
    expect(r.summary.orders).toBe(0); // it states no results
  });
});

describe('what each format\'s results mean', () => {
  it('webDiplomacy: a void support marked (fail) agrees with our void support', () => {
    const r = checkRecord(read(RECORDS.webdiplomacy));
    const rome = order(r, 'Fall 1901 movement', /Rome support move to Tuscany/);
    expect(rome).toMatchObject({ recorded: 'fail', ours: 'invalid', agree: true });
    const sev = order(r, 'Fall 1901 movement', /Sevastopol support/);
    expect(sev).toMatchObject({ recorded: 'fail', ours: 'cut', agree: true });
  });

  it('webDiplomacy: a convoy without (fail) is one whose army arrived', () => {
    const r = checkRecord(read(RECORDS.webdiplomacy));
    expect(order(r, 'Fall 1901 movement', /North Sea convoy/)).toMatchObject({ recorded: '', ours: 'available', agree: true });
    // The army bounces off England's own fleet: webDiplomacy marks the convoy (fail), though the fleet convoyed.
    const bounced = read(RECORDS.webdiplomacy)
      .replace('The fleet at Norwegian Sea hold.', 'The fleet at Norwegian Sea move to Norway. (fail)')
      .replace('The army at Yorkshire move to Norway via convoy.', 'The army at Yorkshire move to Norway via convoy. (fail)')
      .replace('The fleet at North Sea convoy to Norway from Yorkshire.', 'The fleet at North Sea convoy to Norway from Yorkshire. (fail)')
      .replace('Unit-placement\nBuild fleet at Edinburgh.\n', '');
    const b = checkRecord(bounced);
    expect(order(b, 'Fall 1901 movement', /North Sea convoy/)).toMatchObject({ recorded: 'fail', ours: 'available', agree: true });
    expect(b.summary.differ).toBe(0);
  });

  it('judges: (*void*), (*cut*) and (*dislodged*) each match only the result they name', () => {
    const r = checkRecord(read(RECORDS.judge));
    expect(order(r, 'Fall 1901 movement', /Rome SUPPORT/)).toMatchObject({ recorded: 'void', ours: 'invalid', agree: true });
    expect(order(r, 'Fall 1901 movement', /Sevastopol SUPPORT/)).toMatchObject({ recorded: 'cut', ours: 'cut', agree: true });
    expect(order(r, 'Fall 1901 movement', /Galicia HOLD/)).toMatchObject({ recorded: 'dislodged', ours: 'dislodged', agree: true });
    const swapped = checkRecord(read(RECORDS.judge).replace('Italy: Army Rome SUPPORT Army Venice -> Tuscany.  (*void*)', 'Italy: Army Rome SUPPORT Army Venice -> Tuscany.  (*cut*)'));
    expect(order(swapped, 'Fall 1901 movement', /Rome SUPPORT/)).toMatchObject({ recorded: 'cut', ours: 'invalid', agree: false });
  });

  it('python-diplomacy: the results list by unit; an empty list is a success', () => {
    const r = checkRecord(read(RECORDS['python-diplomacy']));
    expect(order(r, 'Fall 1901 movement', /^A GAL H$/)).toMatchObject({ recorded: 'dislodged', agree: true });
    expect(order(r, 'Fall 1901 movement', /^A YOR - NWY VIA$/)).toMatchObject({ recorded: '', ours: 'succeeds', agree: true });
  });
});

describe('a record with a wrong result', () => {
  // The record lets a support stand though Armenia attacked Sevastopol, and so gives Russia Rumania.
  const wrong = read(RECORDS.webdiplomacy)
    .replace('The army at Ukraine move to Rumania. (fail)', 'The army at Ukraine move to Rumania.')
    .replace('The fleet at Sevastopol support move to Rumania from Ukraine. (fail)', 'The fleet at Sevastopol support move to Rumania from Ukraine.');
  const r = checkRecord(wrong);

  it('is flagged with the rule that decides it, and our explanation', () => {
    const sev = order(r, 'Fall 1901 movement', /Sevastopol support/);
    expect(sev).toMatchObject({ recorded: '', ours: 'cut', agree: false });
    expect(sev.rules).toContain('alexander:IV.4.d');
    expect(sev.explanation).toMatch(/cut/);
    expect(sev.recordRightUnder ?? []).toEqual([]);
    const fall = r.phases.find((p) => p.name === 'Fall 1901 movement')!;
    expect(fall.agree).toBe(false);
    expect(fall.orders[0].agree).toBe(false); // differences first
  });

  it('the game carries on from the record, so later phases still agree', () => {
    expect(r.phases.filter((p) => !p.agree).map((p) => p.name)).toEqual(['Fall 1901 movement']);
    expect(r.final.units).toContain('RUS A rum');
    expect(r.problems).toEqual([]);
  });

  it('names the other rule sets under which the record would be right', () => {
    // Two orders to one unit: Alexander follows the last legal one, the DATC and the 2008 rulebook the first.
    const log = 'Spring 1901\nEngland: F Lon - NTH SUCCEEDS\nEngland: F Lon - ENG FAILS\n';
    const c = checkRecord(log);
    const nth = order(c, 'Spring 1901 movement', /NTH/);
    expect(nth.agree).toBe(false);
    expect(nth.recordRightUnder).toEqual(expect.arrayContaining(['datc', 'rulebook2008']));
    expect(checkRecord(log, { rules: 'datc' }).summary).toMatchObject({ orders: 2, differ: 0 });
  });
});

describe('the DATC case behind a difference', () => {
  // Pandin's paradox with the DATC's results, written by us (tests/record/records/game-file-pandin-1905.json).
  const pandin = read('game-file-pandin-1905.json');

  it('a paradox ruled as the DATC prefers names 6.F.16 and the DATC preferences under the Alexander Rules', () => {
    const r = checkRecord(pandin);
    expect(r.summary).toMatchObject({ orders: 6, differ: 3 });
    const convoy = order(r, 'Spring 1905 movement', /F ENG C A Bre/);
    expect(convoy).toMatchObject({ recorded: 'FAILS', ours: 'available', agree: false, recordRightUnder: ['datc'] });
    expect(convoy.rules).toContain('alexander:IV.5.f');
    expect(convoy.datcCases).toEqual([{ id: '6.F.16', title: "Pandin's paradox" }]);
    // The support and the attack change with the convoy: the same case, though their own rules cite no paradox.
    for (const text of [/F Lon S F Wal/, /F Bel - ENG/]) {
      const o = order(r, 'Spring 1905 movement', text);
      expect(o.recordRightUnder).toContain('datc');
      expect(o.datcCases?.[0]).toEqual({ id: '6.F.16', title: "Pandin's paradox" });
    }
    expect(checkRecord(pandin, { rules: 'datc' }).summary.differ).toBe(0);
  });

  it('names only the cases of a choice shown to matter: under the 2008 rulebook, Pandin\'s convoy is 6.F.16, not the convoy-legality case its broad rule also covers', () => {
    // The rulebook's "convoy" section is cited for the paradox and for convoy legality; switching
    // the legality choice alone leaves our result, switching the paradox rule gives the record's.
    const convoy = order(checkRecord(pandin, { rules: 'rulebook2008' }), 'Spring 1905 movement', /F ENG C A Bre/);
    expect(convoy).toMatchObject({ agree: false, recordRightUnder: ['datc'] });
    const ids = convoy.datcCases?.map((c) => c.id) ?? [];
    expect(ids).toContain('6.F.16');
    expect(ids).not.toContain('6.G.19');
  });

  it('a situation every rule set rules alike names the case that settles it, and no rule set', () => {
    // The record lets Armenia's attack on Sevastopol leave its support to Ukraine's move standing.
    const wrong = read(RECORDS.judge).replace('Russia: Fleet Sevastopol SUPPORT Army Ukraine -> Rumania.  (*cut*)', 'Russia: Fleet Sevastopol SUPPORT Army Ukraine -> Rumania.');
    const sev = order(checkRecord(wrong), 'Fall 1901 movement', /Sevastopol SUPPORT/);
    expect(sev).toMatchObject({ ours: 'cut', agree: false });
    expect(sev.recordRightUnder ?? []).toEqual([]);
    expect(sev.datcCases).toEqual([{ id: '6.D.3', title: 'A move cuts support on move' }]);
  });

  it('a difference names the fact about another order that decides it: a support to hold an army that was itself ordered overseas', () => {
    const log = [
      'Spring 1901', 'Germany: F Kie - Hol (ok)', 'Germany: A Ber - Kie (ok)', 'Russia: F StP/sc - Bot (ok)',
      'Fall 1901', 'Germany: A Kie - Den (ok)', 'Russia: F Bot - Swe (ok)',
      'Spring 1902', 'Germany: A Den - Bre (fail)', 'Russia: F Swe S A Den (fail)',
    ].join('\n');
    const swe = order(checkRecord(log), 'Spring 1902 movement', /F Swe S A Den/);
    expect(swe).toMatchObject({ recorded: 'fail', ours: 'given', agree: false });
    expect(swe.decidingFact).toMatch(/^A Denmark was itself ordered to move to Brest, an illegal order here\./);
    expect(swe.datcCases).toEqual([{ id: '6.D.8', title: 'Failed convoy cannot receive hold support' }]);
    // The text report and the CLI's JSON carry it too.
    expect(check(['--format', 'json', '-'], log).stdout).toMatch(/"deciding_fact": "A Denmark was itself ordered to move to Brest/);
  });

  it('a webDiplomacy archive: the support to hold a unit ordered to move names that move', () => {
    const archive = [
      'Spring, 1902 Large map:', 'Germany:', 'Diplomacy', 'The army at Denmark move to Brest via convoy. (fail)',
      'Russia:', 'Diplomacy', 'The fleet at Sweden support hold to Denmark. (fail)',
      'Autumn, 1901 Large map:', 'Germany:', 'Diplomacy', 'The army at Kiel move to Denmark.', 'Russia:', 'Diplomacy', 'The fleet at Gulf of Bothnia move to Sweden.',
      'Spring, 1901 Large map:', 'Germany:', 'Diplomacy', 'The fleet at Kiel move to Holland.', 'The army at Berlin move to Kiel.',
      'Russia:', 'Diplomacy', 'The fleet at St. Petersburg (South Coast) move to Gulf of Bothnia.',
    ].join('\n');
    const r = checkRecord(archive);
    expect(r.format).toBe('webdiplomacy');
    const swe = order(r, 'Spring 1902 movement', /Sweden support hold/);
    expect(swe).toMatchObject({ ours: 'given', agree: false });
    expect(swe.decidingFact).toMatch(/^A Denmark was itself ordered to move to Brest/);
  });

  it('a difference no case covers names none', () => {
    const log = 'Spring 1901\nEngland: F Lon - NTH SUCCEEDS\nEngland: F Lon - ENG FAILS\n';
    const nth = order(checkRecord(log), 'Spring 1901 movement', /NTH/);
    expect(nth.recordRightUnder).toContain('datc');
    expect(nth.datcCases).toBeUndefined();
  });
});

describe('python-diplomacy: a game that starts from its own position', () => {
  // Spring 1905 from the first phase's state, written by us: England's army in Norway swaps with
  // Russia's fleet in Sweden, convoyed by its own fleet without saying "via convoy", as the DATC
  // rules it; Turkey then dislodges Italy's army in Serbia, which retreats to Albania.
  const text = read('python-diplomacy-1905.json');
  const r = checkRecord(text);

  it('starts from the state of its first phase, in the engine\'s notation', () => {
    expect(r.problems).toEqual([]);
    expect(r.phases.map((p) => p.name)).toEqual(['Spring 1905 movement', 'Fall 1905 movement', 'Fall 1905 retreat']);
    const start = r.phases[0].start;
    expect(start).toMatchObject({ season: 'spring', year: 1905, phase: 'movement', eliminated: ['AUS'] });
    expect(start.units).toEqual(expect.arrayContaining(['ENG A nwy', 'ENG F ska', 'RUS F swe', 'ITA A ser', 'TUR F aeg']));
    expect(start.units).toHaveLength(33);
    expect(start.centres).toMatchObject({ nwy: 'ENG', swe: 'RUS', ser: 'ITA', gre: 'TUR' });
    expect(r.phases[1].dislodged).toEqual([{ unit: 'ITA A ser', retreats: ['alb', 'gre'] }]);
    expect(r.final.units).toEqual(expect.arrayContaining(['ENG A swe', 'RUS F nwy', 'ITA A alb', 'TUR A ser']));
  });

  it('the swap by an own fleet next door: our head-to-head differs, the DATC\'s ruling is the record\'s, and 6.G.1 is named', () => {
    expect(r.summary).toMatchObject({ phases: 3, orders: 40, differ: 2 });
    for (const text of [/^A NWY - SWE$/, /^F SWE - NWY$/]) {
      const o = order(r, 'Spring 1905 movement', text);
      expect(o).toMatchObject({ recorded: '', ours: 'fails', agree: false });
      expect(o.recordRightUnder).toEqual(['datc', 'rulebook2008', 'calsmun']);
      expect(o.datcCases).toEqual([{ id: '6.G.1', title: 'Two units can swap provinces by convoy' }]);
    }
    expect(checkRecord(text, { rules: 'datc' }).summary.differ).toBe(0);
  });

  it('a state it cannot use is named, and the game is rebuilt from the standard start', () => {
    for (const [from, to, why] of [
      ['"F TRI"', '"F XYZ"', /"XYZ" is no province/],
      ['"A SER"]', '"*A SER"]', /dislodged/],
      ['"A RUM"]', '"A RUM", "A BUL"]', /bul/],
    ] as const) {
      const bad = checkRecord(text.replace(from, to));
      expect(bad.problems[0].message).toMatch(/first phase \(S1905M\) has a state this checker cannot use/);
      expect(bad.problems[0].message).toMatch(why);
      expect(bad.problems[0].message).toMatch(/standard 1901 position/);
      expect(bad.phases[0].name).toBe('Spring 1905 movement');
    }
  });

  it('a saved game without a state starts from 1901, as before', () => {
    expect(checkRecord(read(RECORDS['python-diplomacy'])).phases[0].start.year).toBe(1901);
  });
});

describe('the report as Markdown', () => {
  it('a heading with the summary, the dislodged units, a table row per difference with its DATC case and rule sets', () => {
    const r = checkRecord(read('game-file-pandin-1905.json'));
    const md = checkMarkdown(r, 'https://example.org');
    const lines = md.split('\n');
    expect(lines[0]).toBe(`**Game record re-ruled under The Alexander Rules** — ${summaryLine(r)}`);
    expect(summaryLine(r)).toBe('1 phases, 6 orders compared, 3 agree, 3 differ');
    expect(lines).toContain('### Spring 1905 movement');
    expect(lines).toContain('Dislodged (ours): F ENG (France) (may retreat to IRI, MAO, Pic)');
    expect(lines).toContain('| order | record | ours | why | DATC | record right under |');
    const convoy = lines.find((l) => l.startsWith('| FRA France: F ENG C A Bre - Lon FAILS |'))!;
    expect(convoy.split(' | ').slice(1)).toEqual([
      'FAILS',
      'available, dislodged',
      'F English Channel is dislodged, but only because of the army it carries, so the convoy still stands. (IV.5.f)',
      "[6.F.16 Pandin's paradox](https://example.org/datc/6f/#6-f-16)",
      'DATC preferences |',
    ]);
    expect(lines.filter((l) => l.startsWith('| ') && !l.startsWith('| order') && !l.startsWith('| ---'))).toHaveLength(3);
  });

  it('a phase that agrees and dislodges nothing is left out; the record\'s text cannot break the table', () => {
    const wrong = read(RECORDS.judge).replace('Russia: Fleet Sevastopol SUPPORT Army Ukraine -> Rumania.  (*cut*)', 'Russia: Fleet Sevastopol SUPPORT Army Ukraine -> Rumania.  (*void*) | <b>');
    const md = checkMarkdown(checkRecord(wrong));
    expect(md).not.toMatch(/### Spring 1901 movement/);
    expect(md).toMatch(/### Fall 1901 movement\n\nDislodged \(ours\): A Gal \(Russia\) \(may retreat to Boh, Sil, War\)/);
    const row = md.split('\n').find((l) => l.includes('Fleet Sevastopol'))!;
    expect(row).toContain('(\\*void\\*) \\| \\<b\\>');
    expect(row).toContain('[6.D.3 A move cuts support on move](/datc/6d/#6-d-3)');
    expect(row.endsWith('| — |')).toBe(true);
  });
});

describe('records with gaps and bad input', () => {
  it('a missing phase and a unit the record orders that is not there: named, taken as there, checked on', () => {
    const judge = read(RECORDS.judge);
    const gap = judge.slice(0, judge.indexOf('Movement results for Spring of 1902.')) + judge.slice(judge.indexOf('Movement results for Fall of 1902.'));
    const r = checkRecord(gap);
    expect(r.phases.map((p) => p.name)).toEqual([...PHASES.slice(0, 4), 'Fall 1902 movement']);
    const line = gap.split('\n').findIndex((l) => l.startsWith('France: Army Burgundy')) + 1;
    expect(r.problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/no Spring 1902 movement/),
      expect.stringMatching(new RegExp(`Fall 1902 movement, line ${line}: the record orders France's A Bur`)),
    ]);
    expect(order(r, 'Fall 1902 movement', /Burgundy/)).toMatchObject({ ours: 'fails', agree: true });
  });

  it('turns out of order are named and checked in game order', () => {
    const log = read(RECORDS['gm-log']);
    const spring = log.slice(log.indexOf('Spring 1901'), log.indexOf('Fall 1901\n'));
    const rest = log.slice(log.indexOf('Fall 1901\n'), log.indexOf('S1902M'));
    const swapped = rest + spring + log.slice(log.indexOf('S1902M'));
    const r = checkRecord(swapped);
    expect(r.phases.map((p) => p.name)).toEqual(PHASES);
    const springLine = swapped.split('\n').indexOf('Spring 1901') + 1;
    expect(r.problems).toEqual([expect.objectContaining({ line: springLine, message: expect.stringMatching(/out of order/) })]);
    expect(r.summary.differ).toBe(0);
  });

  it("an unknown format is refused with the line that stopped it, past a mail's headers and note", () => {
    expect(() => checkRecord('Dear all,\nhere are my thoughts on the game.\n')).toThrow(UnreadableRecord);
    expect(() => checkRecord('Dear all,\nhere are my thoughts.\n')).toThrow(/no line of it looks like a season line, a power's heading or an order/);
    const mail = 'From: judge@example.org\nSubject: Diplomacy results\n\nHi all, here are the results.\n\nSpring 1901 ??\nxyz\n';
    expect(() => checkRecord(mail)).toThrow(/line 6, "Spring 1901 \?\?", is where it stopped/);
  });

  it('a truncated saved game: the line where it stops is named, the phases before it are checked', () => {
    const json = read(RECORDS['python-diplomacy']);
    const cut = json.slice(0, json.indexOf('"name": "S1902M"') + 30);
    const r = checkRecord(cut);
    expect(r.phases.map((p) => p.name)).toEqual(PHASES.slice(0, 4));
    expect(r.problems[0].line).toBe(cut.split('\n').length);
    expect(r.problems[0].message).toMatch(/truncated/);
  });

  it('a saved game broken in the middle of a phase: checked up to the break, and the phase cut there is ruled but never compared', () => {
    const json = read(RECORDS['python-diplomacy']);
    const lines = json.split('\n');
    // The break falls after a phase's orders, before its results: its silence must not read as success.
    const at = lines.findIndex((l, i) => i > lines.findIndex((x) => x.includes('"F1901M"')) && l.includes('"results"'));
    lines[at] = `${lines[at]} oops`;
    const r = checkRecord(lines.join('\n'));
    expect(r.problems[0].message).toMatch(new RegExp(`line ${at + 1}\\b.*truncated`));
    const fall = r.phases.find((p) => p.name === 'Fall 1901 movement')!;
    expect(fall.orders.every((o) => o.agree === null)).toBe(true);
    expect(r.summary.differ).toBe(0);
    expect(r.problems.some((p) => /F1901M\) has orders but no results/.test(p.message))).toBe(true);
  });

  it('a 5 MB paste: read up to a limit, the line named, the game still checked', () => {
    const huge = `${read(RECORDS['gm-log'])}\n${'France: A Par H\n'.repeat(330_000)}`;
    expect(huge.length).toBeGreaterThan(5_000_000);
    const r = checkRecord(huge);
    expect(r.phases.map((p) => p.name)).toEqual(PHASES);
    expect(r.problems.some((p) => /MB/.test(p.message) && p.line !== null && p.line > 1000)).toBe(true);
  });

  it('an unknown rule set is refused, even a name every object has', () => {
    for (const rules of ['constructor', '__proto__', 'toString', 'nonsense']) {
      expect(() => checkRecord(read(RECORDS.judge), { rules })).toThrow(/Unknown rule set/);
    }
  });
});

describe('npm run check', () => {
  const run = check;

  it('text: each phase, its differences, and the summary line last', () => {
    const wrong = read(RECORDS.judge).replace('Russia: Fleet Sevastopol SUPPORT Army Ukraine -> Rumania.  (*cut*)', 'Russia: Fleet Sevastopol SUPPORT Army Ukraine -> Rumania.  (*void*)');
    const r = run(['-'], wrong);
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[lines.length - 1]).toBe('6 phases, 60 orders compared, 59 agree, 1 differ');
    expect(r.stdout).toMatch(/Fall 1901 movement \(line \d+\): 1 of 22 results differ/);
    expect(r.stdout).toMatch(/record: void; ours: cut/);
    expect(r.stdout).toMatch(/rules: alexander:IV\.4\.d/);
    expect(r.stdout).toMatch(/\n {4}DATC: 6\.D\.3 A move cuts support on move\n/);
  });

  it('json: a difference carries its DATC cases as datc_cases', () => {
    const r = run(['--format', 'json', new URL('../record/records/game-file-pandin-1905.json', import.meta.url).pathname]);
    expect(r.status).toBe(0);
    const convoy = JSON.parse(r.stdout).phases[0].orders.find((o: { text: string }) => /F ENG C/.test(o.text));
    expect(convoy).toMatchObject({ agree: false, record_right_under: ['datc'], datc_cases: [{ id: '6.F.16', title: "Pandin's paradox" }] });
  });

  it('json: the contract\'s fields, from a file', () => {
    const r = run(['--format', 'json', '--rules', 'datc', new URL('../record/records/webdiplomacy-1901-1902.txt', import.meta.url).pathname]);
    expect(r.status).toBe(0);
    const json = JSON.parse(r.stdout);
    expect(json).toMatchObject({ format: 'webdiplomacy', rules: 'datc', summary: { phases: 6, orders: 60, agree: 60, differ: 0 } });
    const o = json.phases[1].orders[0];
    for (const key of ['power', 'text', 'unit', 'recorded', 'ours', 'agree', 'explanation', 'rules']) expect(o).toHaveProperty(key);
    expect(json.phases[1]).toHaveProperty('agree', true);
  });

  it('exit 2 only when nothing could be read; unknown rule sets refused', () => {
    const none = run(['-'], 'hello\nworld\n');
    expect(none.status).toBe(2);
    expect(none.stderr).toMatch(/no line of it looks like a season line/);
    expect(run(['--rules', 'constructor', '-'], read(RECORDS.judge)).status).toBe(2);
    expect(run(['--rules'])).toMatchObject({ status: 2, stderr: expect.stringMatching(/^--rules needs a rule set/) });
    expect(run(['-', 'other.txt'])).toMatchObject({ status: 2, stderr: expect.stringMatching(/^One record at a time/) });
    const partial = run(['-'], read(RECORDS['python-diplomacy']).slice(0, 1500));
    expect(partial.status).toBe(0);
    expect(partial.stdout).toMatch(/truncated/);
  });

  it('drops a leading byte-order mark and prints the record\'s control characters escaped, never raw', () => {
    const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
    const bom = run(['--format', 'json', '-'], `\uFEFF${read(RECORDS['python-diplomacy'])}`);
    expect(bom.status).toBe(0);
    expect(JSON.parse(bom.stdout).format).toBe('python-diplomacy');
    const unknown = run(['-'], 'A Par hello \u001b[2J\u0007 there\n');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('A Par hello \\u001b[2J\\u0007 there');
    expect(unknown.stderr).not.toMatch(RAW_CONTROL);
    for (const format of ['text', 'json']) {
      const quoted = run(['--format', format, '-'], 'Spring 1901\nFrance:\nA Par - Bur \u001b[31m\u009b\u202e\n');
      expect(quoted.status).toBe(0);
      expect(quoted.stdout + quoted.stderr).not.toMatch(RAW_CONTROL);
    }
    expect(run(['--rules', 'a\u001bb', '-']).stderr).toContain('"a\\u001bb"');
  });
});

describe('recorded results, word by word', () => {
  it('a judge\'s combination needs every part', () => {
    const claim = recordedClaim('judge', 'support', ['cut, dislodged'], '(*cut, dislodged*)')!;
    expect(claim).toMatchObject({ success: false, dislodged: true, details: ['cut'] });
    expect(agrees(claim, { kind: 'support', outcome: 'cut', reason: 'support-cut-by-dislodgement', dislodged: true }, false)).toBe(true);
    expect(agrees(claim, { kind: 'support', outcome: 'cut', reason: 'support-cut', dislodged: false }, false)).toBe(false);
    expect(agrees(claim, { kind: 'support', outcome: 'invalid', reason: 'support-not-matched', dislodged: true }, false)).toBe(false);
  });

  it('(*no convoy*) and (*disrupted*) on a convoyed army', () => {
    const noConvoy = recordedClaim('judge', 'move', ['no convoy'], '(*no convoy*)')!;
    expect(agrees(noConvoy, { kind: 'move', outcome: 'fails', reason: 'no-convoy-path', dislodged: false }, false)).toBe(true);
    expect(agrees(noConvoy, { kind: 'move', outcome: 'fails', reason: 'bounced-standoff', dislodged: false }, false)).toBe(false);
    const disrupted = recordedClaim('judge', 'convoy', ['disrupted'], '(*disrupted*)')!;
    expect(agrees(disrupted, { kind: 'convoy', outcome: 'disrupted', reason: 'convoy-fleet-dislodged', dislodged: false }, false)).toBe(true);
  });

  it('webDiplomacy never marks a hold (fail); a log\'s silence claims nothing', () => {
    expect(recordedClaim('webdiplomacy', 'hold', [], '')).toEqual({ recorded: '', dislodged: false, details: [] });
    expect(recordedClaim('gm-log', 'move', [], '')).toBeNull();
    expect(recordedClaim('gm-log', 'move', ['succeeds'], 'SUCCEEDS')).toMatchObject({ success: true });
  });
});

describe('any text under a season line', () => {
  it('is checked without an error escaping: problems are reported, never thrown', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.constantFrom('France:', 'A Par - Bur (fail)', 'F Lon - NTH', 'Fall 1901', 'Winter 1901', 'Build A Par', 'The army at Paris move to Burgundy.', 'S1902M')), { maxLength: 12 }), (lines) => {
        const r = checkRecord(['Spring 1901', ...lines].join('\n'));
        expect(r.summary.agree + r.summary.differ).toBe(r.summary.orders);
      }),
      { numRuns: 150, seed: 28 },
    );
  });
});

describe('a report forwarded by mail, every line quoted', () => {
  const quote = (text: string, mark: string) => text.split('\n').map((l) => (l ? `${mark}${l}` : mark.trim())).join('\n');

  it('reads as the judge sent it, with the same line numbers, at any depth', () => {
    for (const name of [RECORDS.judge, RECORDS.webdiplomacy]) {
      const plain = checkRecord(read(name));
      for (const mark of ['> ', '>> ', '> > ', '>']) {
        const quoted = checkRecord(quote(read(name), mark));
        expect(quoted.summary, `${name} quoted with "${mark}"`).toEqual(plain.summary);
        expect(quoted.phases.map((p) => [p.name, p.line])).toEqual(plain.phases.map((p) => [p.name, p.line]));
      }
    }
  });

  it('takes off only the quoting every line shares, and nothing when some lines are not quoted', () => {
    expect(withoutMailQuotes('> A\n>\n> > B\n')).toEqual({ text: 'A\n\n> B\n', depth: 1 });
    expect(withoutMailQuotes('Hi all:\n> Spring 1901\n> A Par-Bur')).toEqual({ text: 'Hi all:\n> Spring 1901\n> A Par-Bur', depth: 0 });
    expect(withoutMailQuotes('A Par -> Bur')).toEqual({ text: 'A Par -> Bur', depth: 0 });
  });

  it("under the sender's headers, covering note and signature, the quoted report is read with its line numbers", () => {
    const note = 'From: gm@example.org\nTo: players@example.org\nSubject: Fwd: results\n\nHi all, the results are below. Sorry for the delay.\n\n';
    const signature = '\n-- \nThe GM\n';
    for (const name of [RECORDS.judge, RECORDS.webdiplomacy]) {
      const plain = checkRecord(read(name));
      const mail = checkRecord(`${note}${quote(read(name), '> ')}${signature}`);
      expect(mail.summary, name).toEqual(plain.summary);
      expect(mail.phases.map((p) => p.line)).toEqual(plain.phases.map((p) => (p.line ?? 0) + 6));
      expect(mail.problems, name).toEqual(plain.problems.map((p) => ({ ...p, line: (p.line ?? 0) + 6 })));
    }
  });

  it("a line of the sender's own that reads as an order is named as not checked, never mixed into the record", () => {
    const r = checkRecord(`France: A Par-Bur\n\n${quote(read(RECORDS.judge), '> ')}`);
    expect(r.summary).toEqual(checkRecord(read(RECORDS.judge)).summary);
    expect(r.problems[0]).toEqual({ line: 1, message: expect.stringMatching(/^Line 1 \("France: A Par-Bur"\) is not quoted.*not checked/) });
  });
});

describe("the record's own name for a phase", () => {
  it('is shown beside ours when its season word differs: Winter is the Fall adjustments, Autumn the Fall, W1901A', () => {
    const names = (file: string) => checkRecord(read(file)).phases.map((p) => [p.name, otherSeasonTitle(p)]);
    expect(names(RECORDS.judge)).toContainEqual(['Fall 1901 adjustment', 'Winter of 1901']);
    expect(names(RECORDS.judge)).toContainEqual(['Spring 1901 movement', undefined]);
    expect(names(RECORDS.webdiplomacy)).toContainEqual(['Fall 1901 movement', 'Autumn, 1901']);
    expect(names(RECORDS['python-diplomacy'])).toContainEqual(['Fall 1901 adjustment', 'W1901A']);
    expect(checkText(checkRecord(read(RECORDS.judge)))).toMatch(/^Fall 1901 adjustment, "Winter of 1901" in the record \(line 82\): agrees/m);
  });
});

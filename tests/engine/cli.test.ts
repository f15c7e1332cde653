import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cli } from './commands';

const pandin = JSON.stringify({
  rules: 'alexander',
  phase: 'movement',
  units: ['ENG F lon', 'ENG F wal', 'FRA A bre', 'FRA F eng', 'GER F nth', 'GER F bel', 'RUS F stp/sc'],
  centres: { lon: 'ENG' },
  orders:
    'France:\nA Brest - English Channel - London\nF English Channel Convoys A Brest - London\n' +
    'England:\nF London Supports F Wales - English Channel\nF Wales - English Channel\n' +
    'Germany:\nF North Sea S F Belgium - English Channel\nF Belgium - English Channel',
});

describe('npm run adjudicate', () => {
  it('writes the documented JSON ruling', () => {
    const r = cli(['--format', 'json'], pandin);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.orders[0]).toMatchObject({ line: 2, text: 'A Brest - English Channel - London', power: 'FRA', unit: 'A bre', kind: 'move', parse: 'well-written', outcome: 'fails' });
    expect(out.orders[1]).toMatchObject({ outcome: 'available', reason: 'convoy-available-despite-dislodgement', rules: ['alexander:IV.5.f'] });
    expect(out.orders[0].explanation).toMatch(/London/);
    // The unordered Russian fleet appears as a hold.
    expect(out.orders.at(-1)).toMatchObject({ line: null, unit: 'F stp/sc', kind: 'hold', outcome: 'stands' });
    expect(out.units).toContain('GER F eng');
    expect(out.dislodged).toEqual([{ unit: 'FRA F eng', from: 'bel', convoyed: false, retreats: ['iri', 'mao', 'pic'] }]);
    expect(out.standoffs).toEqual([]);
    expect(out.phase_next).toBe('retreat');
  });

  it('ends the Pandin ruling the way a game master would (IV.5.f), and says Szykman applies under datc', () => {
    const alex = cli(['--format', 'text'], pandin).stdout.trim().split('\n');
    expect(alex.at(-1)).toMatch(/the convoy is not disrupted even though F ENG is dislodged \(IV\.5\.f\)\.$/);
    const datc = cli(['--format', 'text', '--rules', 'datc'], pandin.replace('"rules":"alexander",', '')).stdout;
    expect(datc).toMatch(/Szykman rule applies/);
  });

  it('reads a messy order sheet and says how every line was read', () => {
    const messy = JSON.stringify({
      units: ['ENG F lon', 'ENG F edi', 'ENG A lvp', 'FRA F bre', 'FRA A par', 'RUS F stp/sc', 'RUS F bla', 'TUR F con'],
      orders: [
        'England:',
        'F Lodnon - Nrth Sea', // misspelt names
        'Edinburgh - Norwegian Sea', // missing unit type
        'A Lvp - Yorkshire',
        'A Lvp H', // a second order to the same unit
        'France:',
        'F Brest - English Channel',
        'A Liverpool - Wales', // a foreign unit
        'Russia:',
        'F Black Sea - Bulgaria', // one coast reachable: inferred
        'F StP - Bothnia',
        'Turkey:',
        'F Con - Bulgaria', // both coasts reachable: ambiguous
      ].join('\n'),
    });
    const r = cli(['--format', 'json'], messy);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    const byLine = new Map(out.orders.filter((o: { line: number | null }) => o.line).map((o: { line: number }) => [o.line, o]));
    expect(byLine.size).toBe(9);
    for (const o of byLine.values()) expect((o as { parse: string }).parse).toMatch(/^(un-assignable|ambiguous|badly-written|well-written)$/);
    expect(byLine.get(2)).toMatchObject({ parse: 'badly-written', reading: 'F Lon-NTH', outcome: 'succeeds' });
    expect(byLine.get(3)).toMatchObject({ parse: 'badly-written', reading: 'F Edi-NWG' });
    expect(byLine.get(5)).toMatchObject({ status: 'followed', reading: 'A Lvp HOLDS' });
    expect(byLine.get(4)).toMatchObject({ status: 'superseded', outcome: 'not-followed' });
    expect(byLine.get(8)).toMatchObject({ parse: 'un-assignable', outcome: 'not-followed' });
    expect(byLine.get(10)).toMatchObject({ parse: 'badly-written', reading: 'F BLA-Bul (ec)' });
    expect(byLine.get(13)).toMatchObject({ parse: 'ambiguous', unit: 'F con', kind: 'move', outcome: 'not-followed' });
    expect((byLine.get(13) as { meanings: string[] }).meanings).toHaveLength(2);
    const text = cli(['--format', 'text'], messy).stdout;
    expect(text).toMatch(/read as F Lon-NTH: badly written/);
    expect(text).toMatch(/NOT FOLLOWED/);
  });

  it('rules the same case differently under --rules datc (Szykman)', () => {
    const out = JSON.parse(cli(['--rules', 'datc'], pandin.replace('"rules":"alexander",', '')).stdout);
    expect(out.rules).toBe('datc');
    expect(out.orders[1]).toMatchObject({ outcome: 'disrupted', reason: 'convoy-paradox-szykman' });
    expect(out.dislodged).toEqual([]);
  });

  it('prints a ruling a game master can read aloud with --format text', () => {
    const r = cli(['--format', 'text'], pandin);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^Ruling under The Alexander Rules/);
    expect(r.stdout).toMatch(/Germany\n/);
    expect(r.stdout).toMatch(/Retreats due:/);
  });

  it('answers --batch with one ruling per line, in order, and keeps going past a bad line', () => {
    const r = cli(['--batch'], `${pandin}\n{not json\n${pandin}\n`);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(3);
    expect(lines[0].rules).toBe('alexander');
    expect(lines[1].error).toMatch(/not valid JSON/);
    expect(lines[2].orders).toHaveLength(lines[0].orders.length);
    expect(r.status).toBe(2);
  });

  it('replays the 2008 sample game from its JSON file (--game) and reaches the rulebook\'s board', () => {
    const file = readFileSync(new URL('../game/sample-game-2008.json', import.meta.url), 'utf8');
    const r = cli(['--game'], file);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.rules).toBe('rulebook2008');
    expect(out.phases.map((p: { phase: string }) => p.phase)).toEqual([
      'Spring 1901 movement', 'Fall 1901 movement', 'Fall 1901 adjustment', 'Spring 1902 movement',
      'Fall 1902 movement', 'Fall 1902 retreat', 'Fall 1902 adjustment',
    ]);
    expect(out.final_matches).toBe(true);
    expect(out.final).toMatchObject({ season: 'spring', year: 1903, phase: 'movement' });
    const text = cli(['--game', '--format', 'text'], file).stdout;
    expect(text).toMatch(/The final board is the one the file expects\./);
  });

  it('explains every order of every phase of the sample game, in the JSON and under each line of the text', () => {
    const file = readFileSync(new URL('../game/sample-game-2008.json', import.meta.url), 'utf8');
    const out = JSON.parse(cli(['--game'], file).stdout);
    for (const phase of out.phases) {
      for (const o of phase.orders) {
        expect(o.explanation, `${phase.phase}: ${o.text}`).toMatch(/^\S.*\.( \(.+\))?$/);
        expect(o.explanation).not.toMatch(/undefined/);
      }
    }
    const adjustment = out.phases.find((p: { phase: string }) => p.phase === 'Fall 1901 adjustment');
    expect(adjustment.orders[0]).toMatchObject({ reading: 'BUILD F Edi', outcome: 'succeeds', explanation: 'England builds a fleet in Edinburgh. (2008 rulebook, adjustments)' });
    const retreat = out.phases.find((p: { phase: string }) => p.phase === 'Fall 1902 retreat');
    expect(retreat.orders.at(-1)).toMatchObject({ line: null, parse: 'implicit', reason: 'disbanded-no-retreat' });
    const text = cli(['--game', '--format', 'text'], file).stdout;
    expect(text).toMatch(/ {2}BUILD F Edi +SUCCEEDS\n {6}England builds a fleet in Edinburgh\. \(2008 rulebook, adjustments\)\n/);
  });

  // CalsMUN: Russia is out; two English fleets insurrect for it, and it files its list.
  const revival = {
    rules: 'calsmun',
    start: {
      version: 1,
      season: 'spring',
      year: 1905,
      phase: 'movement',
      units: ['ENG F lon', 'ENG F nth', 'ENG F edi', 'GER A ber', 'GER A mun', 'GER A sil', 'AUS A vie', 'TUR F ank', 'FRA A par', 'ITA A rom'],
      centres: {
        lon: 'ENG', edi: 'ENG', lvp: 'ENG', stp: 'ENG', ber: 'GER', kie: 'GER', mun: 'GER', mos: 'GER', war: 'GER', sev: 'TUR', ank: 'TUR',
        con: 'TUR', smy: 'TUR', vie: 'AUS', bud: 'AUS', tri: 'AUS', par: 'FRA', bre: 'FRA', mar: 'FRA', rom: 'ITA', nap: 'ITA', ven: 'ITA',
      },
      eliminated: ['RUS'],
    },
    phases: [
      {
        phase: 'Spring 1905 movement',
        orders: 'England:\nF I Lon–Russia\nF North Sea insurection Russia\nF Edi - Nwg\nGermany:\nA Ber I Turkey\nRussia: revive Moscow, St Petersburg (nc) F, Warsaw',
      },
      { phase: 'Fall 1905 movement', orders: 'Russia:\nA Mos - Ukr\nF StP (nc) - Bar' },
    ],
    final: {
      season: 'fall',
      year: 1905,
      units: ['AUS A vie', 'ENG F nwg', 'FRA A par', 'GER A ber', 'GER A mun', 'GER A sil', 'ITA A rom', 'RUS A ukr', 'RUS F bar', 'TUR F ank'],
    },
  };

  it('replays a CalsMUN game where an eliminated power is revived by an insurrection (--game)', () => {
    const r = cli(['--game'], JSON.stringify(revival));
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.rules).toBe('calsmun');
    const [spring, fall] = out.phases;
    const byText = new Map(spring.orders.map((o: { text: string }) => [o.text, o]));
    expect(byText.get('F I Lon–Russia')).toMatchObject({ reading: 'F I Lon-Russia', parse: 'well-written', outcome: 'succeeds', reason: 'joined-insurrection' });
    expect(byText.get('F North Sea insurection Russia')).toMatchObject({ reading: 'F I NTH-Russia', parse: 'badly-written', outcome: 'succeeds' });
    expect(byText.get('F Edi - Nwg')).toMatchObject({ outcome: 'succeeds', reason: 'moved' });
    expect(byText.get('A Ber I Turkey')).toMatchObject({ outcome: 'illegal', reason: 'not-eliminated' });
    expect(byText.get('Russia: revive Moscow, St Petersburg (nc) F, Warsaw')).toMatchObject({
      reading: 'REVIVE A Mos, F StP (nc), A War',
      outcome: 'succeeds',
      reason: 'preferences-filed',
    });
    expect((byText.get('F I Lon–Russia') as { explanation: string }).explanation).toBe(
      'F London joins the insurrection for Russia: it leaves the board before the movement and is disbanded. (CalsMUN, insurrection order)',
    );
    expect(spring.insurrections).toEqual([expect.objectContaining({ power: 'RUS', outcome: 'revived', reason: 'revived' })]);
    expect(spring.insurrections[0].explanation).toMatch(/^Russia is revived: 2 units \(England's F London and England's F North Sea\) joined the insurrection, and they pay for Moscow \(from Germany\) and St\. Petersburg \(from England\)/);
    expect(spring.next).toBe('Fall 1905 movement');
    // Revived, Russia gives orders again.
    expect(fall.orders.slice(0, 2).map((o: { outcome: string }) => o.outcome)).toEqual(['succeeds', 'succeeds']);
    expect(out.final).toMatchObject({ centres: { mos: 'RUS', stp: 'RUS', war: 'GER' }, eliminated: [], victoryPoints: { ENG: 1 } });
    expect(out.final_matches).toBe(true);

    const text = cli(['--game', '--format', 'text'], JSON.stringify(revival)).stdout;
    expect(text).toMatch(/Insurrection for Russia: REVIVED\n {6}Russia is revived/);
    expect(text).toMatch(/REVIVE A Mos, F StP \(nc\), A War SUCCEEDS\n {6}Russia files its revival list, the most wanted first: A Moscow, F St\. Petersburg \(north coast\) and A Warsaw\./);
  });

  it('reads the same orders under a rule set without the insurrection, and says they are not its orders', () => {
    const r = cli(['--game'], JSON.stringify({ ...revival, rules: 'rulebook2008', phases: revival.phases.slice(0, 1), final: undefined }));
    expect(r.status).toBe(0);
    const [spring] = JSON.parse(r.stdout).phases;
    const insurrection = spring.orders.find((o: { text: string }) => o.text === 'F I Lon–Russia');
    expect(insurrection).toMatchObject({ outcome: 'not-followed', reason: 'not-in-rules' });
    expect(insurrection.explanation).toMatch(/^Not followed: An Insurrection order belongs to CalsMUN's rules; under The 2008 rulebook there is no such order\.$/);
    expect(spring.insurrections).toBeUndefined();
  });

  it('judges revival orders in a single movement case as a game does: the units that join leave before the movement', () => {
    // Russia has neither units nor centres, so it is out of the game; England is not.
    const c = JSON.stringify({ rules: 'calsmun', units: ['ENG F lon', 'GER A ber'], centres: { lon: 'ENG', ber: 'GER' }, orders: 'England: F Lon I Russia\nGermany: A Ber I England' });
    const out = JSON.parse(cli([], c).stdout);
    expect(out.orders[0]).toMatchObject({ kind: 'insurrection', reading: 'F I Lon-Russia', outcome: 'succeeds', reason: 'joined-insurrection' });
    expect(out.orders[0].explanation).toMatch(/^F London joins the insurrection for Russia: it leaves the board before the movement/);
    expect(out.orders[1]).toMatchObject({ outcome: 'illegal', reason: 'not-eliminated' });
    expect(out.orders[1].explanation).toMatch(/^England is still in the game/);
    expect(out.units).toEqual(['GER A ber']);
  });

  it('takes the eliminated powers from the case, and rules the movement without the units that left', () => {
    const game = {
      rules: 'calsmun',
      units: ['AUS A gal', 'AUS A boh', 'GER A sil', 'ENG F lon'],
      eliminated: ['RUS'],
      orders: 'Austria:\nA Gal I Russia\nA Gal - Ukr\nA Boh I Russia\nGermany:\nA Sil - Gal\nRussia: revive Moscow, Warsaw',
    };
    const out = JSON.parse(cli([], JSON.stringify(game)).stdout);
    const byText = (t: string) => out.orders.find((o: { text: string }) => o.text === t);
    expect(byText('A Gal - Ukr')).toMatchObject({ outcome: 'not-followed', reason: 'joined-insurrection' });
    expect(byText('A Gal - Ukr').explanation).toBe('Not followed: A Galicia left the board before the movement to join the insurrection for Russia.');
    // Galicia is empty once its army has gone, so the German army walks in.
    expect(byText('A Sil - Gal')).toMatchObject({ outcome: 'succeeds' });
    expect(byText('Russia: revive Moscow, Warsaw')).toMatchObject({ outcome: 'succeeds', reason: 'preferences-filed' });
    expect(out.units).toEqual(['GER A gal', 'ENG F lon']);
    // Without the list, nothing shows Russia is out (no centres are given): the orders are void.
    const plain = JSON.parse(cli([], JSON.stringify({ ...game, eliminated: undefined })).stdout);
    expect(plain.orders.find((o: { text: string }) => o.text === 'A Gal I Russia')).toMatchObject({ outcome: 'illegal', reason: 'not-eliminated' });
  });

  it('refuses a game file whose phase labels do not follow the game', () => {
    const r = cli(['--game'], JSON.stringify({ phases: [{ phase: 'Fall 1901 movement', orders: '' }] }));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/labelled "Fall 1901 movement", but the game is at Spring 1901 movement/);
  });

  it.each([
    ['bad JSON', '{"units": [', /not valid JSON/],
    ['an unknown province in units', '{"units":["ENG F xyz"]}', /unknown province "xyz"/],
    ['a fleet without its coast', '{"units":["RUS F stp"]}', /must name its coast/],
    ['an unknown rule set', '{"rules":"house","units":[]}', /Unknown rule set "house"/],
    ['two units in one province', '{"units":["ENG F lon","FRA A lon"]}', /two units stand in London/],
    ['a dislodged unit in a movement case', '{"units":[],"dislodged":[{"unit":"ENG F lon","from":"wal"}]}', /belong to a retreat case/],
    ['a retreat from an unknown province', '{"phase":"retreat","units":[],"dislodged":[{"unit":"ENG F lon","from":"xyz"}]}', /dislodged\[0\]\.from: unknown province "xyz"/],
    ['an adjustment case with a centre that is not one', '{"phase":"adjustment","units":[],"centres":{"wal":"ENG"}}', /"wal" is not a supply centre/],
  ])('rejects %s with a clear message and exit code 2', (_, input, message) => {
    const r = cli([], input);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/at .*\.ts:\d+/);
    expect(r.stdout).toBe('');
  });

  it.each([
    ['an unknown province in orders', '{"units":["ENG F lon"],"orders":"England: F London - Atlantis"}', /line 1, column 21: .Atlantis. is not a province/],
    ['an order to a unit that is not on the board', '{"units":["ENG F lon"],"orders":"England: F Yorkshire - North Sea"}', /no unit in Yorkshire/],
  ])('with --strict, stops at %s with exit code 2', (_, input, message) => {
    const r = cli(['--strict'], input);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/at .*\.ts:\d+/);
    expect(r.stdout).toBe('');
  });
});

/** The sandbox's state, its history and branches, and its share link (src/lib/sandbox/). */
import { describe, expect, it } from 'vitest';
import { caseOf, rulePhase } from '../../src/lib/sandbox/phaseRuling';
import { caseLink, decodeHash, encodeState, MAX_LINK_WITH_HISTORY } from '../../src/lib/sandbox/shareLink';
import { current, goTo, play, startState, stateFromJson, stateToJson, switchBranch, withOrders, withPosition } from '../../src/lib/sandbox/state';

const SPRING = 'Austria:\nA Vie-Gal\nA Bud-Ser\nF Tri-Alb\n\nGermany:\nA Mun-Bur\n\nFrance:\nA Par-Bur';

describe('sandbox state', () => {
  it('plays Spring 1901 into Fall 1901 with the engine’s phase machine', () => {
    const s = withOrders(startState('alexander'), SPRING);
    const { state, step } = play(s);
    expect(state.nodes).toHaveLength(2);
    expect(state.at).toBe(1);
    expect(current(state).position.season).toBe('fall');
    expect(current(state).orders).toBe('');
    expect(step.ruling.phase).toBe('movement');
    // Germany and France bounce in Burgundy.
    expect(current(state).position.units.some((u) => u.loc === 'bur')).toBe(false);
    expect(current(state).position.units.some((u) => u.loc === 'gal' && u.power === 'AUS')).toBe(true);
  });

  it('replaying an earlier phase with other orders makes a branch, and the branch can come back', () => {
    const once = play(withOrders(startState('alexander'), SPRING)).state;
    const twice = play(withOrders(once, 'Italy:\nA Ven-Tyr')).state;
    expect(twice.nodes).toHaveLength(3);
    const back = withOrders(goTo(twice, 0), 'Russia:\nA War-Gal');
    const replayed = play(back).state;
    expect(replayed.nodes).toHaveLength(2);
    expect(replayed.branches).toHaveLength(1);
    expect(replayed.branches[0]).toHaveLength(3);
    const restored = switchBranch(replayed, 0);
    expect(restored.nodes).toHaveLength(3);
    expect(restored.branches[0]).toHaveLength(2);
  });

  it('replaying with the same orders keeps the line of play', () => {
    const once = play(withOrders(startState('alexander'), SPRING)).state;
    const again = play(goTo(once, 0)).state;
    expect(again.nodes).toHaveLength(2);
    expect(again.branches).toHaveLength(0);
  });

  it('editing an earlier position keeps what followed as a branch', () => {
    const once = play(withOrders(startState('alexander'), SPRING)).state;
    const edited = withPosition(goTo(once, 0), { ...current(once).position, year: 1905 });
    expect(edited.nodes).toHaveLength(1);
    expect(edited.branches).toHaveLength(1);
  });

  it('goes through JSON and back unchanged, and says what is wrong with bad JSON', () => {
    const s = play(withOrders(startState('datc'), SPRING)).state;
    expect(stateToJson(stateFromJson(JSON.parse(JSON.stringify(stateToJson(s)))))).toEqual(stateToJson(s));
    expect(() => stateFromJson({ v: 2 })).toThrow(/newer version/);
    expect(() => stateFromJson({ v: 1, rules: 'nope', at: 0, nodes: [] })).toThrow(/rules/);
    const bad = stateToJson(s);
    (bad.nodes[0].position as { units: string[] }).units = ['ENG F par'];
    expect(() => stateFromJson(bad)).toThrow(/phase 1: .*Paris/);
  });
});

describe('share links', () => {
  it('round-trips the state through #v1=', async () => {
    const s = play(withOrders(startState('alexander'), SPRING)).state;
    const hash = await encodeState(s);
    expect(hash).toMatch(/^#v1=[A-Za-z0-9_-]+$/);
    const back = await decodeHash(hash);
    expect(back.kind).toBe('state');
    if (back.kind === 'state') expect(stateToJson(back.state)).toEqual(stateToJson(s));
  });

  it('leaves the history out of a link that would be too long', async () => {
    let s = startState('alexander');
    // Notes that do not compress: letters from a small linear congruential generator.
    let seed = 7;
    const noise = () => Array.from({ length: 400 }, () => String.fromCharCode(97 + ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % 26))).join('');
    for (let i = 0; i < 40; i++) s = play(withOrders(s, `# turn ${i}: ${noise()}\n` + SPRING)).state;
    const hash = await encodeState(s);
    expect(hash.length).toBeLessThanOrEqual(MAX_LINK_WITH_HISTORY + 10);
    const back = await decodeHash(hash);
    expect(back.kind === 'state' && back.state.nodes.length).toBe(1);
  });

  it('explains a damaged, truncated or future link', async () => {
    const hash = await encodeState(startState('alexander'));
    for (const broken of [hash.slice(0, hash.length - 7), '#v1=***', '#v1=AAAA', '#v9=abc', '#nonsense=1', '#case=e30']) {
      const d = await decodeHash(broken);
      expect(d.kind, broken).toBe('error');
      if (d.kind === 'error') expect(d.message).toMatch(/cannot|newer|not a sandbox/);
    }
  });

  it('opens a CLI case from #case=, and the ruling is the CLI’s', async () => {
    const input = { rules: 'datc', phase: 'movement', units: ['ENG F lon', 'FRA F eng'], orders: 'England:\nF London - English Channel' };
    const d = await decodeHash(caseLink(input));
    expect(d.kind).toBe('case');
    const s = startState('alexander');
    const ruled = rulePhase(current(s).position, SPRING, 'alexander');
    expect(ruled.json.orders.find((o) => o.unit === 'A par')?.outcome).toBe('fails');
    expect(caseOf(current(s).position, 'x', 'datc').units).toHaveLength(22);
  });
});

describe('sandbox exports and imports', () => {
  it('exports a game that the CLI replays, and imports it back', async () => {
    const { gameExport, importText } = await import('../../src/lib/sandbox/exports');
    const { replayGame } = await import('../../engine/replay/gameReplay');
    const { standardMap } = await import('../../engine/map/standardMap');
    const s = play(withOrders(play(withOrders(startState('alexander'), SPRING)).state, 'Austria:\nA Gal-War')).state;
    const game = gameExport(s);
    expect(game.phases.map((p) => p.phase)).toEqual(['Spring 1901 movement', 'Fall 1901 movement']);
    const report = replayGame(JSON.stringify(game), standardMap, 'alexander');
    expect(report.phases).toHaveLength(2);
    expect(report.final).toEqual(stateToJson(s).nodes.at(-1)!.position);
    const back = importText(JSON.stringify(game), startState('alexander'));
    expect(back.kind).toBe('state');
    if (back.kind === 'state') expect(stateToJson(back.state).nodes).toEqual(stateToJson(s).nodes);
  });

  it('says what is wrong with a bad import', async () => {
    const { importText } = await import('../../src/lib/sandbox/exports');
    const s = startState('alexander');
    expect(importText('{"units": 3}', s)).toEqual({ kind: 'error', message: expect.stringMatching(/A case, but units: Expected array/) });
    expect(importText('{nope', s)).toEqual({ kind: 'error', message: expect.stringMatching(/not valid JSON/) });
    expect(importText('{"phases": [{"phase": "Fall 1905 movement", "orders": ""}]}', s)).toEqual({ kind: 'error', message: expect.stringMatching(/labelled “Fall 1905 movement”, but the game is at Spring 1901 movement/) });
    expect(importText('{"a": 1}', s).kind).toBe('error');
    const orders = importText('England:\nF Lon-NTH', s);
    expect(orders.kind === 'state' && current(orders.state).orders).toBe('England:\nF Lon-NTH');
  });
});

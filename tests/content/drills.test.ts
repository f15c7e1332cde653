/**
 * The drills (src/lib/drills/): every DATC movement, rulebook diagram and paradox-lab case is one,
 * each question's answer is the board's own ruling, and the schedule brings back a miss sooner
 * than a right answer.
 */
import { describe, expect, it } from 'vitest';
import { CHOICES } from '../../src/lib/drills/drill';
import { ruleDrill } from '../../src/lib/drills/ruleDrill';
import { allDrills } from '../../src/lib/drills/drillSet';
import { pickRound, readMemory, remember, saveMemory, MEMORY_KEY, type Memory } from '../../src/lib/drills/schedule';
import { datcEntries, datcSections } from '../../src/lib/datcCases';

const drills = allDrills();
const byId = new Map(drills.map((d) => [d.id, d]));

describe('the drill set', () => {
  it('has every DATC case, every rulebook diagram, and the lab\'s own cases', () => {
    const cases = datcSections().flatMap((s) => datcEntries(s)).map((e) => e.case.id);
    expect(cases).toHaveLength(176);
    for (const id of cases) expect(byId.has(id), id).toBe(true);
    expect(drills.filter((d) => d.id.startsWith('diagram-')).map((d) => d.id)).toHaveLength(32);
    expect(byId.get('alexander/pandin-london')?.level).toBe(6);
    expect(drills.filter((d) => d.id.startsWith('lesson/'))).toHaveLength(16);
    expect(new Set(drills.map((d) => d.id)).size).toBe(drills.length);
  });

  it('orders its levels as the lessons do, and says when the rule set decides the answer', () => {
    expect(drills.map((d) => d.level)).toEqual([...drills.map((d) => d.level)].sort((a, b) => a - b));
    expect(byId.get('6.A.1')?.level).toBe(1);
    expect(byId.get('6.B.1')?.level).toBe(5);
    expect(byId.get('6.D.1')?.level).toBe(2);
    // Pandin's paradox: the Alexander Rules' counterfactual and the Szykman rule part.
    expect(byId.get('6.F.16')?.dependsOnRules).toEqual(['alexander']);
    expect(byId.get('6.C.3')?.dependsOnRules).toBeUndefined();
  });

  it('asks one question per unit, with the answer the board rules and a choice for it', () => {
    expect(ruleDrill(byId.get('6.C.3')!.input).questions.map((q) => [q.unit, q.kind, q.answer])).toEqual([
      ['TUR F ank', 'move', 'fails'],
      ['TUR A con', 'move', 'fails'],
      ['TUR A smy', 'move', 'fails'],
      ['TUR A bul', 'move', 'fails'],
    ]);
    for (const d of drills) {
      for (const q of ruleDrill(d.input).questions) expect(CHOICES[q.kind].map((c) => c.answer), `${d.id} ${q.unit}`).toContain(q.answer);
    }
  });

  it('asks of a support whether it is given, of a convoy whether its army arrives, and of any unit whether it is dislodged', () => {
    const answers = (id: string) => Object.fromEntries(ruleDrill(byId.get(id)!.input).questions.map((q) => [q.key, q.answer]));
    // 6.D.2: a move cuts a support to hold, and the supported army is dislodged.
    expect(answers('6.D.2')).toMatchObject({ 'ITA A tyr': 'cut', 'ITA A ven': 'dislodged', 'AUS A tri': 'moves' });
    // 6.F.1-ish: a plain convoy brings its army.
    expect(answers('6.B.19')).toEqual({ 'ITA A tus': 'moves', 'ITA F lyo': 'arrives' });
  });

  it('asks of a lesson\'s board what its solution does: the lesson\'s own goal is a right answer', () => {
    // Lesson 3: two armies stand off in Burgundy and both stay.
    const answers = Object.fromEntries(ruleDrill(byId.get('lesson/standoffs')!.input).questions.map((q) => [q.key, q.answer]));
    expect(Object.values(answers).every((a) => a === 'fails' || a === 'holds' || a === 'moves' || a === 'given')).toBe(true);
    expect(ruleDrill(byId.get('lesson/builds')!.input).questions.some((q) => q.kind === 'build' && q.answer === 'built')).toBe(true);
  });

  it('asks in a retreat whether each dislodged unit retreats, and in an adjustment which units stay and which builds are made', () => {
    const answers = (id: string) => Object.fromEntries(ruleDrill(byId.get(id)!.input).questions.map((q) => [q.key, q.answer]));
    // 6.J.3: civil disorder removes the army farther from St Petersburg.
    expect(answers('6.J.3')).toEqual({ 'RUS A lvn': 'stays', 'RUS A pru': 'removed' });
    // 6.I.1: one build; Kiel's is made, Warsaw's and Munich's are not.
    expect(answers('6.I.1')).toMatchObject({ 'build GER A kie': 'built', 'build GER A war': 'not-built', 'build GER A mun': 'not-built', 'GER A pru': 'stays' });
  });
});

describe('the schedule', () => {
  const store = () => {
    const m = new Map<string, string>();
    return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: () => {}, clear: () => {}, key: () => null, length: 0 } as Storage;
  };
  const ids = Array.from({ length: 30 }, (_, i) => ({ id: `d${i}` }));

  it('brings a miss back within the hour and a right answer later each time', () => {
    let m: Memory = {};
    m = remember(m, 'd0', false, 0);
    expect(m.d0).toMatchObject({ box: 0, wrong: 1 });
    expect(m.d0!.due).toBeLessThanOrEqual(60 * 60 * 1000);
    m = remember(m, 'd0', true, 0);
    const first = m.d0!.due;
    m = remember(m, 'd0', true, 0);
    expect(m.d0!.due).toBeGreaterThan(first);
    expect(m.d0).toMatchObject({ box: 2, right: 2, wrong: 1 });
  });

  it('picks ten: the drills due first, then ones never seen, never one that waits', () => {
    let m: Memory = {};
    m = remember(m, 'd5', false, 0); // due in ten minutes
    m = remember(m, 'd6', true, 0); // due in a day
    const later = 60 * 60 * 1000;
    const round = pickRound(ids, m, later);
    expect(round).toHaveLength(10);
    expect(round[0]!.id).toBe('d5');
    expect(round.map((d) => d.id)).not.toContain('d6');
  });

  it('is kept in storage, and a damaged entry counts as nothing remembered', () => {
    const s = store();
    expect(saveMemory(remember({}, 'd1', true, 5), s)).toBe(true);
    expect(readMemory(s).d1).toMatchObject({ box: 1, right: 1 });
    s.setItem(MEMORY_KEY, '{"d1": {"box": "x"}, "d2": 7}');
    expect(readMemory(s)).toEqual({});
    s.setItem(MEMORY_KEY, 'not json');
    expect(readMemory(s)).toEqual({});
  });
});

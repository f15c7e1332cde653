import { describe, expect, it } from 'vitest';
import { parseUnit, type Case } from '../../engine/testCases/caseFile';
import { readPhaseOrder } from '../../engine/game/phaseOrders';
import { homeOwnership } from '../../engine/game/position';
import { standardMap as map } from '../../engine/map/standardMap';
import { provinceOf, type Power, type Unit } from '../../engine/map/types';
import { readOrder } from '../../engine/orders/strict';
import { adjudicate } from '../../engine/resolve';
import { adjudicateAdjustments } from '../../engine/resolve/adjustments';
import type { AdjustmentReason } from '../../engine/legality/adjustmentTypes';
import type { InsurrectionResult, RevivalOutcome } from '../../engine/resolve/insurrection';
import { adjudicateRetreats } from '../../engine/resolve/retreats';
import type { RetreatReason } from '../../engine/legality/retreatTypes';
import type { Outcome } from '../../engine/resolve/types';
import { ruleSet } from '../../engine/rules';
import { explainAdjustment, explainRetreat, explainUnusedBuilds } from '../../engine/trace/phaseSentences';
import { explainOrder } from '../../engine/trace/sentences';
import { adjustmentCase } from './adjustmentCase';
import { retreatCase } from './retreatCase';
import {
  ADJUSTMENT_REASON_WORD,
  movementWord,
  OUTCOME_CODE_WORDS,
  OUTCOME_WORDS,
  RETREAT_REASON_WORD,
  usesWord,
  type OutcomeWordId,
} from '../../engine/trace/vocabulary';
import { OUTCOME_MEANINGS, OUTCOME_WORD_ORDER } from '../../engine/trace/vocabularyMeanings';
import { describeBoard } from '../../src/lib/board/describe';
import { OUTCOME_VIEW } from '../../src/components/scenario/outcomes';
import { datcCaseFiles } from '../datc/cases';

// The site's outcome words are written down once (engine/trace/vocabulary.ts). Every outcome a
// ruling can print, in the rows, the text views and the sentences, must be one of them; a failed
// move is a standoff only on equal strength, and beaten only on a greater one.

/** Every outcome code the CLI prints (`outcome` of a ruling entry, and of a settled insurrection). */
const CLI_OUTCOMES = [
  'stands', 'dislodged', 'succeeds', 'fails', 'illegal', 'given', 'cut', 'invalid', 'available', 'disrupted', 'not-followed', 'revived', 'failed',
] as const;
type Covers<Union, Listed> = [Exclude<Union, Listed>] extends [never] ? true : never;
const covered: Covers<Outcome | RevivalOutcome | InsurrectionResult['outcome'] | 'not-followed', (typeof CLI_OUTCOMES)[number]> = true;

/** A case file's order line (`{ 'ENG F lon - nth': succeeds }`) as written. */
const lineText = (line: Record<string, string>) => Object.keys(line)[0];

const ALL_WORDS = Object.keys(OUTCOME_WORDS) as OutcomeWordId[];
/** The vocabulary words a printed label uses. */
const wordsIn = (label: string) => ALL_WORDS.filter((id) => usesWord(label, id));

describe('the vocabulary', () => {
  it('defines each word once, in our own sentences, and lists every word on its page', () => {
    const words = ALL_WORDS.map((id) => OUTCOME_WORDS[id].word);
    expect(new Set(words).size).toBe(words.length);
    for (const id of ALL_WORDS) {
      expect(OUTCOME_MEANINGS[id].length, id).toBeGreaterThan(30);
      expect(OUTCOME_MEANINGS[id]).toMatch(/^[A-Z].*\.$/);
      expect(usesWord(OUTCOME_WORDS[id].word, id), `${id}'s word is one of its forms`).toBe(true);
    }
    expect([...OUTCOME_WORD_ORDER].sort()).toEqual([...ALL_WORDS].sort());
  });

  it('has a word for every outcome code the CLI prints, and the rows and text views print those words', () => {
    expect(covered).toBe(true);
    for (const code of CLI_OUTCOMES) {
      const word = OUTCOME_CODE_WORDS[code];
      expect(word, code).toBeDefined();
      expect(wordsIn(word), `${code} → "${word}"`).not.toEqual([]);
      if (code in OUTCOME_VIEW) expect(wordsIn(OUTCOME_VIEW[code].word), `row word for ${code}`).not.toEqual([]);
    }
    for (const code of CLI_OUTCOMES.filter((c) => c !== 'not-followed' && c !== 'revived' && c !== 'failed')) expect(OUTCOME_VIEW[code], code).toBeDefined();
  });
});

/** The movement cases of the DATC, with the units their orders name. */
function movementCases(): { id: string; units: Unit[]; orders: ReturnType<typeof readOrder>[] }[] {
  return datcCaseFiles().flatMap(({ file }) =>
    file.cases
      .filter((c) => c.phase === 'movement')
      .map((c) => {
        const orders = c.orders.map((line) => readOrder(lineText(line), { map }));
        const units = c.units.map(parseUnit);
        const taken = new Set(units.map((u) => provinceOf(u.loc)));
        for (const o of orders) if (!taken.has(provinceOf(o.at))) (taken.add(provinceOf(o.at)), units.push({ power: o.power, type: o.unit, loc: o.at }));
        return { id: c.id, units, orders };
      }),
  );
}

describe('every movement ruling of the DATC cases speaks the vocabulary', () => {
  const cases = movementCases();
  it.each(['alexander', 'datc', 'rulebook2008'])('under %s', (rules) => {
    let fights = 0;
    for (const c of cases) {
      const result = adjudicate({ units: c.units }, c.orders, { rules });
      const text = describeBoard(c.units, c.orders, result).orders;
      result.orders.forEach((r, i) => {
        const sentence = explainOrder(map, result, i);
        const where = `${c.id} ${rules}: ${sentence}`;
        const word = movementWord(r);
        expect(usesWord(sentence, word), `${where} uses "${OUTCOME_WORDS[word].word}"`).toBe(true);
        // The text view gives a failed move the same word (its lines follow the given orders).
        if (!r.implicit && r.outcome === 'fails' && word !== 'fails') expect(usesWord(text[i], word), `${text[i]} says ${word}`).toBe(true);
        if (r.outcome !== 'fails' || !r.strength) return;
        fights++;
        const { attack, opposing } = r.strength;
        if (usesWord(sentence, 'standoff')) expect(attack, `${where}: a standoff is a tie`).toBe(opposing);
        if (/is beaten/.test(sentence)) expect(attack, `${where}: beaten by a greater strength`).toBeLessThan(opposing);
      });
    }
    expect(fights).toBeGreaterThan(20);
  });

  it('says beaten, not standoff, for the support lesson: A Munich against a supported A Paris', () => {
    const orders = ['FRA A par - bur', 'FRA A mar S A par - bur', 'GER A mun - bur'].map((t) => readOrder(t, { map }));
    const units: Unit[] = orders.map((o) => ({ power: o.power, type: o.unit, loc: o.at }));
    const result = adjudicate({ units }, orders, { rules: 'alexander' });
    expect(explainOrder(map, result, 2)).toMatch(/^A Munich fails to move to Burgundy: it is beaten by A Paris, moving there with more strength \(attack strength 1 against prevent strength 2\)\./);
    expect(describeBoard(units, orders, result).orders[2]).toMatch(/: fails: beaten$/);
    // And a tie is a standoff, in both.
    const tie = adjudicate({ units }, [orders[0], orders[2]], { rules: 'alexander' });
    expect(explainOrder(map, tie, 1)).toMatch(/it stands off against A Paris, also moving there \(attack strength 1 against prevent strength 1\)/);
    expect(describeBoard(units, [orders[0], orders[2]], tie).orders[1]).toMatch(/: fails: standoff$/);
  });
});

describe('every retreat and adjustment sentence speaks the vocabulary', () => {
  const RULES = ruleSet('alexander');
  it.each(Object.keys(RETREAT_REASON_WORD) as RetreatReason[])('retreat: %s', (reason) => {
    const result = retreatCase(reason, RULES.id);
    expect(usesWord(explainRetreat(map, result, 0), RETREAT_REASON_WORD[reason])).toBe(true);
  });

  it.each(Object.keys(ADJUSTMENT_REASON_WORD) as AdjustmentReason[])('adjustment: %s', (reason) => {
    const result = adjustmentCase(reason, RULES.id);
    expect(usesWord(explainAdjustment(map, result, 0), ADJUSTMENT_REASON_WORD[reason])).toBe(true);
  });

  it('the DATC retreat and adjustment cases, under every rule set', () => {
    let checked = 0;
    for (const rules of ['alexander', 'datc', 'rulebook2008']) {
      const rs = ruleSet(rules);
      for (const { file } of datcCaseFiles()) {
        for (const c of file.cases as Case[]) {
          if (c.phase === 'retreat' && c.retreating) {
            const dislodged = c.retreating.map((x) => ({ unit: parseUnit(x.unit), attackerFrom: x.from, attackerConvoyed: x.convoyed }));
            const result = adjudicateRetreats(map, { units: c.units.map(parseUnit), dislodged, standoffs: c.standoffs }, c.orders.map((l) => readPhaseOrder(lineText(l), 'retreat', { map })), rs);
            result.orders.forEach((r, i) => {
              expect(usesWord(explainRetreat(map, result, i), RETREAT_REASON_WORD[r.reason as RetreatReason]), `${c.id}: ${explainRetreat(map, result, i)}`).toBe(true);
              checked++;
            });
          }
          if (c.phase === 'adjustment') {
            const centres: Record<string, Power> = c.centres ? {} : homeOwnership(map);
            for (const [power, list] of Object.entries(c.centres ?? {})) for (const p of list) centres[p] = power as Power;
            const result = adjudicateAdjustments(map, { units: c.units.map(parseUnit), centres }, c.orders.map((l) => readPhaseOrder(lineText(l), 'adjustment', { map })), rs);
            result.orders.forEach((r, i) => {
              expect(usesWord(explainAdjustment(map, result, i), ADJUSTMENT_REASON_WORD[r.reason as AdjustmentReason]), `${c.id}: ${explainAdjustment(map, result, i)}`).toBe(true);
              checked++;
            });
            for (const s of explainUnusedBuilds(result)) expect(usesWord(s, 'unused'), s).toBe(true);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});

describe('a build left unused', () => {
  it('is said in a sentence of its own, with the count allowed and the count used', () => {
    const units: Unit[] = [{ power: 'FRA', type: 'A', loc: 'bur' }];
    const centres = { par: 'FRA', mar: 'FRA', bre: 'FRA' } as Record<string, Power>;
    const result = adjudicateAdjustments(map, { units, centres }, [readPhaseOrder('France: Build A Par', 'adjustment', { map })], ruleSet('alexander'));
    expect(explainUnusedBuilds(result)).toEqual(['France may build 2 units and built 1: one build is left unused, and nothing is built for it. (III.5.d, III.5.i)']);
    const none = adjudicateAdjustments(map, { units, centres }, [], ruleSet('alexander'));
    expect(explainUnusedBuilds(none)).toEqual(['France may build 2 units and built 0: 2 builds are left unused, and nothing is built for them. (III.5.d, III.5.i)']);
    const all = adjudicateAdjustments(map, { units, centres }, ['France: Build A Par', 'France: Build A Mar'].map((t) => readPhaseOrder(t, 'adjustment', { map })), ruleSet('alexander'));
    expect(explainUnusedBuilds(all)).toEqual([]);
  });
});

describe("the decision graph's words", () => {
  it("Pandin's paradox: the convoy node says its fleet is dislodged, while the convoy stands (IV.5.f)", async () => {
    const { decisionDrawing } = await import('../../src/components/lab/decisionLayout');
    const { checkedRuling } = await import('../../src/lib/scenario/rule');
    const { loadScenario } = await import('../../src/lib/scenario/load');
    const { publishedBoard } = await import('../../src/lib/scenario/publish');
    const pandin = publishedBoard(checkedRuling(loadScenario('alexander/pandin-london')));
    const convoy = decisionDrawing(pandin.result).nodes.find((n) => n.kind === 'convoy')!;
    const order = pandin.result.orders.find((o) => o.order.kind === 'convoy')!;
    expect(order.outcome).toBe('available');
    expect(convoy.valueText).toBe('dislodged');
    expect(convoy.label).toMatch(/^Does the convoying fleet stay\? F English Channel: dislodged/);
    // No node says "does not stand" or "not given": the graph speaks the vocabulary too.
    for (const n of decisionDrawing(pandin.result).nodes) expect(n.valueText).not.toMatch(/does not stand|not given/);
  });
});

/**
 * What search (Pagefind) should find on the rule pages besides their own words: the names players
 * use for a rule, by the id of the rule's heading. A reader who searches "beleaguered" wants IV.6.d
 * although its heading says "Several attackers". Data only; src/search/rehypeRuleSearch.ts applies it.
 */
export const RULE_TERMS: Readonly<Record<string, readonly string[]>> = {
  'i-2-c': ['supply center'],
  'i-3-c': ['two coasts', 'bicoastal'],
  'iv-3-i': ['swap', 'head-to-head'],
  'iv-6-d': ['beleaguered garrison'],
  'iv-6-f': ['self-dislodgement'],
  'iv-7': ['standoff', 'bounce'],
  'v-6': ['Flying Dutchman', 'illegal unit'],
  'vii-4': ['scoring', 'points'],
};

/** A rule's heading id: the rule number in lowercase with dashes, `iv-5-f` for IV.5.f. */
export const RULE_HEADING_ID = /^(?:i|ii|iii|iv|v|vi|vii)-\d+(?:-[a-z])?$/;

/** The rule number a heading id stands for: `iv-5-f` → `IV.5.f`. */
export function ruleNumber(id: string): string {
  const [section, ...rest] = id.split('-');
  return [section.toUpperCase(), ...rest].join('.');
}

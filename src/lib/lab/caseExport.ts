/**
 * "Make your own" (the paradox lab): a board as the reader has built it, saved as files the
 * project's tools read.
 *
 * - `caseFileYaml`: a case file in the DATC runner's format (tests/datc/README.md, "Cases with their
 *   own rule sets"): the orders the board ruled, in the strict notation, with their outcomes under
 *   the board's rule set, and each other rule set's changes as the case's own `differences`, so
 *   `npm run -s datc -- FILE --rules alexander,datc,rulebook2008,calsmun` checks every one.
 * - `cliCase` / `sandboxHref`: the CLI's JSON case, and the sandbox link that opens it.
 *
 * Every rule set rules the same orders (the board's reading), as the runner does; the parser's
 * reading does not change between rule sets for a board's orders (one order per unit). Pure: the
 * browser builds the file when the reader presses the button.
 */
import { stringify } from 'yaml';
import { unitKey } from '../../../engine/map/types';
import { orderText } from '../../../engine/explore/orderText';
import { adjudicate } from '../../../engine/resolve';
import { RULE_SETS, type RuleSet, type RuleSetId } from '../../../engine/rules';
import { caseLink } from '../sandbox/caseLink';
import type { BoardRuling } from '../boardRuling';

export interface ExportedCase {
  id: string;
  title: string;
  rules: RuleSetId[];
  units?: string[];
  orders: Record<string, string>[];
  dislodged: string[];
  differences?: Partial<Record<RuleSetId, { orders?: Record<string, string>; dislodged?: string[] }>>;
  note: string;
}

/** A case id the runner accepts and a reader recognises: `lab.<slug>`. */
export function caseId(title: string): string {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 48);
  return `lab.${slug || 'my-case'}`;
}

/** The board's orders ruled under its own rule set first, then every other rule set of the engine. */
export function exportedCase(board: BoardRuling, title: string): ExportedCase {
  const base = board.input.rules;
  const sets = [RULE_SETS[base]!, ...(Object.values(RULE_SETS) as RuleSet[]).filter((r) => r.id !== base)];
  const units = [...board.input.units];
  const texts = board.orders.map(orderText);
  const rulings = sets.map((rules) => adjudicate({ units }, board.orders, { rules }));
  const dislodged = rulings.map((r) => r.dislodged.map((d) => unitKey(d.unit)).sort());
  const [first] = rulings;
  const differences: NonNullable<ExportedCase['differences']> = {};
  rulings.slice(1).forEach((r, k) => {
    const changed = Object.fromEntries(texts.flatMap((t, i) => (r.orders[i].outcome !== first.orders[i].outcome ? [[t, r.orders[i].outcome]] : [])));
    const entry: { orders?: Record<string, string>; dislodged?: string[] } = {};
    if (Object.keys(changed).length) entry.orders = changed;
    if (dislodged[k + 1].join() !== dislodged[0].join()) entry.dislodged = dislodged[k + 1];
    if (entry.orders || entry.dislodged) differences[sets[k + 1].id] = entry;
  });
  const ordered = new Set(board.orders.map((o) => o.at));
  const unordered = units.filter((u) => !ordered.has(u.loc)).map(unitKey);
  const differing = Object.keys(differences);
  return {
    id: caseId(title),
    title,
    rules: sets.map((r) => r.id),
    ...(unordered.length ? { units: unordered } : {}),
    orders: texts.map((t, i) => ({ [t]: first.orders[i].outcome })),
    dislodged: dislodged[0],
    ...(differing.length ? { differences } : {}),
    note: differing.length
      ? `Built in the paradox lab. Under ${sets[0].title} as listed; ${differing.map((id) => RULE_SETS[id as RuleSetId]!.title).join(', ')} rule it otherwise.`
      : 'Built in the paradox lab. Every rule set gives the same outcomes.',
  };
}

/** The whole case file, as YAML: one section holding the one case. */
export function caseFileYaml(board: BoardRuling, title: string): string {
  const c = exportedCase(board, title);
  const header = `# ${title}\n# Made in the paradox lab. Check it with:\n#   npm run -s datc -- FILE.yaml --rules ${c.rules.join(',')}\n`;
  return header + stringify({ section: 'lab', title: 'Made in the paradox lab', cases: [c] }, { lineWidth: 0 });
}

/** The CLI's JSON case: what `npm run adjudicate` reads, and what the sandbox opens. */
export function cliCase(board: BoardRuling): { rules: RuleSetId; phase: 'movement'; units: string[]; orders: string } {
  return { rules: board.input.rules, phase: 'movement', units: board.input.units.map(unitKey), orders: board.input.text };
}

export function sandboxHref(board: BoardRuling): string {
  return `/sandbox/${caseLink(cliCase(board))}`;
}

/**
 * Lines that online sites and email judges print around the orders, which are no orders: the
 * report's title, the dislodged block, the retreat options, ownership and adjustment summaries.
 * A pasted report keeps them; the parser recognises each and reads nothing from it. Patterns are
 * tried on the whole line, case-insensitively.
 */
export const REPORT_LINES: readonly { what: string; pattern: RegExp }[] = [
  // "Movement results for Spring of 1901.  (game.001)", "Adjustment results for Winter of 1901."
  { what: 'report title', pattern: /^\s*(movement|retreat|adjustment|build|order)s?\s+results?\s+for\b/i },
  // "Diplomacy results Spring 1901", "Order resolution for Fall 1903"
  { what: 'report title', pattern: /^\s*(diplomacy\s+results|order\s+resolution)\b/i },
  // "Retreat orders for Fall of 1901.", "Adjustment orders for Winter of 1901."
  { what: 'report title', pattern: /^\s*(movement|retreat|adjustment|build)s?\s+orders?\s+for\b/i },
  { what: 'dislodged block', pattern: /^\s*the\s+following\s+units?\s+(were|was)\s+dislodged\b/i },
  // "The English Fleet in the English Channel can retreat to Irish Sea or Wales."
  { what: 'retreat options', pattern: /\bcan\s+(only\s+)?retreat\s+to\b/i },
  { what: 'retreat options', pattern: /\b(with\s+no\s+valid\s+retreats?|cannot\s+retreat|can\s+not\s+retreat|has\s+no\s+retreats?)\b/i },
  // "Austria: Defaults, removing the army in Vienna.": a removal the judge made, no player's order.
  { what: 'removal by default', pattern: /\bdefaults?\s*,?\s+removing\b/i },
  { what: 'ownership summary', pattern: /^\s*ownership\s+of\s+supply\s+cent(er|re)s\b/i },
  // "Austria:   6 Supply centers,  5 Units:  Builds   1 unit."
  { what: 'adjustment summary', pattern: /\bsupply\s+cent(er|re)s?\s*,\s*\d+\s+units?\b/i },
  { what: 'report line', pattern: /^\s*(the\s+next\s+phase|deadline|the\s+following\s+players?|status\s+of\s+the|subject:|date:|from:|to:)/i },
  { what: 'report line', pattern: /^\s*(units?\s+dislodged|dislodged\s+units?)\s*:?\s*$/i },
];

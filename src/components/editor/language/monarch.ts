/**
 * The orders language for Monaco, as Monarch data: power headings, unit types, place names (every
 * word of every name the map knows, so a misspelt name stands out), coasts, order words in every
 * form the lenient parser reads, numbering and comments. Built from the engine's own word lists,
 * so the colours follow what the parser understands.
 */
import type { languages } from 'monaco-editor-core/esm/vs/editor/editor.api.js';
import type { GameMap } from '../../../../engine/map/gameMap';
import { DIRECTIVE_WORDS, POWER_WORDS, UNIT_WORDS, VIA_WORDS, CONVOY_NOUNS, COAST_WORDS, COAST_NOUNS } from '../../../../engine/orders/lexicon';

export const LANGUAGE_ID = 'diplomacy-orders';

/** Every word of every place name and alias, lowercase. */
function placeWords(map: GameMap): string[] {
  const words = new Set<string>();
  for (const p of map.provinces) {
    for (const name of [p.id, p.name, ...(p.aliases ?? [])]) {
      for (const w of name.toLowerCase().split(/[\s.'’\-–—]+/)) if (w) words.add(w);
    }
  }
  return [...words];
}

/** Names of more than one word ("North Sea", "Gulf of Lyon"), longest first, as one pattern. */
function multiWordNames(map: GameMap): RegExp {
  const names = new Set<string>();
  for (const p of map.provinces) for (const name of [p.name, ...(p.aliases ?? [])]) if (/\s/.test(name.trim())) names.add(name.trim());
  const escaped = [...names].sort((a, b) => b.length - a.length).map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'));
  return new RegExp(`(?:${escaped.join('|')})(?![\\w'’])`);
}

export function ordersLanguage(map: GameMap): languages.IMonarchLanguage {
  const orderWords = new Set<string>([...Object.values(DIRECTIVE_WORDS).flat(), ...VIA_WORDS, ...CONVOY_NOUNS, 'to', 'from', 'and']);
  return {
    ignoreCase: true,
    defaultToken: '',
    powers: [...POWER_WORDS.keys()],
    unitTypes: Object.keys(UNIT_WORDS),
    orderWords: [...orderWords].filter((w) => !(w in UNIT_WORDS)),
    coastWords: [...Object.keys(COAST_WORDS), ...COAST_NOUNS],
    places: placeWords(map),
    tokenizer: {
      root: [
        [/(#|\/\/).*$/, 'comment'],
        [/\d+[.)]?/, 'number'],
        [/\/(nc|sc|ec|n|s|e)\b/, 'keyword.coast'],
        [/[-–—>]+/, 'operator.move'],
        // A power's name before a colon heads its orders ("England:", "ENG: F Lon-NTH").
        [/[A-Za-z]+(?=\s*:)/, { cases: { '@powers': 'type.power', '@default': 'invalid.unknown' } }],
        [/[:,;()]/, 'delimiter'],
        // Whole names first: "North Sea" is one place, not a coast and a convoy word.
        [multiWordNames(map), 'variable.place'],
        [
          /[A-Za-z][\w'’]*/,
          {
            // Places before powers: "ENG" in an order is the English Channel, not England.
            cases: {
              '@unitTypes': 'keyword.unit',
              '@orderWords': 'keyword.order',
              '@coastWords': 'keyword.coast',
              '@places': 'variable.place',
              '@powers': 'type.power',
              '@default': 'invalid.unknown',
            },
          },
        ],
      ],
    },
  };
}

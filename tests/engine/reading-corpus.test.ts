/**
 * The reading corpus: every line a game master may be handed, in every notation the parser knows,
 * each with the unit it orders, its reading and its seed-004 degree (tests/engine/reading-corpus/).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { unitKey, type Power } from '../../engine/map/types';
import { formatOrder } from '../../engine/orders/format';
import { parseOrders } from '../../engine/orders/parse';
import type { ParsedLine, ParsePosition } from '../../engine/orders/parseTypes';
import { certainUnit } from '../../engine/case/lineEntry';
import { START, unitsOf } from './parserFixtures';

const DIR = join(import.meta.dirname, 'reading-corpus');

const Expect = z.tuple([z.string(), z.string(), z.union([z.string(), z.null()]), z.union([z.string(), z.array(z.string()), z.null()])]);
const Several = z.tuple([z.string(), z.literal('several'), z.array(z.tuple([z.string(), z.union([z.string(), z.null()]), z.union([z.string(), z.array(z.string()), z.null()])]))]);
const NoOrder = z.tuple([z.string(), z.string().regex(/^(heading:\w+|date|subheading|report)$/)]);
const Block = z.object({
  phase: z.enum(['movement', 'retreat', 'adjustment']),
  units: z.union([z.literal('start'), z.array(z.string())]),
  /** Retreat: `TUR F ank bla`, the dislodged unit and where its attacker came from. */
  dislodged: z.array(z.string()).optional(),
  /** Adjustment: centre owners, `{ ENG: [lon, edi], … }`; the 1901 home centres when absent. */
  centres: z.record(z.array(z.string())).optional(),
  lines: z.array(z.union([Several, NoOrder, Expect])),
});
const Corpus = z.object({ format: z.string(), blocks: z.array(Block) });

function positionOf(b: z.infer<typeof Block>): ParsePosition {
  const pos: ParsePosition = { units: b.units === 'start' ? START : unitsOf(...b.units), phase: b.phase };
  if (b.dislodged) {
    pos.dislodged = b.dislodged.map((d) => {
      const [power, type, loc, from] = d.split(' ');
      return { unit: unitsOf(`${power} ${type} ${loc}`)[0], attackerFrom: from };
    });
  }
  if (b.centres) pos.centres = Object.fromEntries(Object.entries(b.centres).flatMap(([p, ids]) => ids.map((id) => [id, p as Power])));
  return pos;
}

/** What the corpus states of a line: its degree, its unit (with its power) and its reading or meanings. */
function actual(line: ParsedLine): [string, string | null, string | string[] | null] {
  const certain = certainUnit(line);
  const unit = certain.unit && certain.power ? `${certain.power} ${certain.unit}` : line.unit ? unitKey(line.unit) : null;
  const reading = line.degree === 'ambiguous' ? line.meanings.map((m) => formatOrder(m)) : line.order ? formatOrder(line.order) : null;
  return [line.degree, line.degree === 'un-assignable' ? null : unit, line.degree === 'un-assignable' ? null : reading];
}

const files = readdirSync(DIR).filter((f) => f.endsWith('.yaml'));
const corpora = files.map((f) => ({ file: f, corpus: Corpus.parse(parseYaml(readFileSync(join(DIR, f), 'utf8'))) }));

describe('the reading corpus', () => {
  it('holds at least 250 lines, in every notation and every phase', () => {
    const lines = corpora.flatMap((c) => c.corpus.blocks.flatMap((b) => b.lines));
    expect(lines.length).toBeGreaterThanOrEqual(250);
    expect(new Set(corpora.map((c) => c.corpus.format))).toEqual(new Set(['plain', 'webdiplomacy', 'judge', 'python-diplomacy', 'daide', 'province-codes', 'annotations']));
    expect(new Set(corpora.flatMap((c) => c.corpus.blocks.map((b) => b.phase)))).toEqual(new Set(['movement', 'retreat', 'adjustment']));
  });

  for (const { file, corpus } of corpora) {
    describe(file, () => {
      corpus.blocks.forEach((block, b) => {
        const position = positionOf(block);
        for (const entry of block.lines) {
          const text = entry[0];
          it(`block ${b + 1} (${block.phase}): ${text}`, () => {
            const r = parseOrders(text, position, 'alexander');
            if (entry[1] === 'several') {
              expect(r.lines.map(actual)).toEqual((entry as z.infer<typeof Several>)[2]);
              return;
            }
            const kind = /^(heading:(\w+)|date|subheading|report)$/.exec(entry[1]);
            if (kind) {
              // A line that is no order: a heading, a date, a sub-heading or a report line, and never an order entry.
              expect(r.lines).toEqual([]);
              expect(r.headings).toHaveLength(1);
              const h = r.headings[0];
              if (kind[2]) {
                expect(h.kind).toBe(kind[2] === 'none' ? 'unreadable' : 'power');
                expect(h.power ?? 'none').toBe(kind[2] === 'none' ? 'none' : kind[2]);
              } else expect(h.kind).toBe(entry[1]);
              return;
            }
            expect(r.lines).toHaveLength(1);
            expect(actual(r.lines[0])).toEqual(entry.slice(1));
          });
        }
      });
    });
  }
});

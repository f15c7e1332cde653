import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomPhase, seeded } from '../../bench/randomPosition';
import { standardMap } from '../../engine/map/standardMap';
import { POWERS, provinceOf, type Loc, type Power, type ProvinceId, type Unit, type UnitType } from '../../engine/map/types';
import { formatOrder, type FormatStyle } from '../../engine/orders/format';
import { parseOrders } from '../../engine/orders/parse';
import type { Phase } from '../../engine/game/position';
import type { ParsePosition, ParseResult } from '../../engine/orders/parseTypes';
import type { GameOrder, Order, RevivalSite } from '../../engine/orders/types';

const map = standardMap;
const DEGREES = new Set(['un-assignable', 'ambiguous', 'badly-written', 'well-written']);

/** Every structural promise of a parse result, whatever the text. */
function wellFormed(text: string, r: ParseResult): void {
  const lines = text.split(/\r\n|\r|\n/);
  for (const l of r.lines) {
    expect(DEGREES.has(l.degree)).toBe(true);
    if (l.degree === 'ambiguous' || l.degree === 'un-assignable') expect(l.legal).toBe(false);
    if (l.legal) expect(l.order).toBeDefined();
  }
  for (const d of r.diagnostics) {
    expect(d.code).not.toBe('internal-error');
    expect(d.line).toBeGreaterThanOrEqual(1);
    expect(d.line).toBeLessThanOrEqual(lines.length);
    const length = lines[d.line - 1].length;
    expect(d.column).toBeGreaterThanOrEqual(1);
    expect(d.endColumn).toBeGreaterThanOrEqual(d.column);
    expect(d.endColumn).toBeLessThanOrEqual(length + 1);
    expect(d.message.length).toBeGreaterThan(0);
  }
}

const position = fc
  .record({
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    size: fc.integer({ min: 0, max: 34 }),
    phase: fc.constantFrom<Phase>('movement', 'retreat', 'adjustment'),
  })
  .map(({ seed, size, phase }): ParsePosition & { orders: Order[] } => {
    const { units, orders } = randomPhase(map, seeded(seed), size);
    if (phase !== 'retreat') return { units, phase, orders };
    // Dislodge every third unit.
    return { units: units.filter((_, i) => i % 3 !== 0), dislodged: units.filter((_, i) => i % 3 === 0).map((unit) => ({ unit })), phase, orders };
  });
const rulesId = fc.constantFrom('alexander', 'datc', 'calsmun');

/** Text made of the pieces orders are made of, so the parser's deeper paths are reached. */
const ORDER_WORDS = [
  'A', 'F', 'Army', 'Fleet', '-', '->', '–', 'S', 'C', 'H', 'to', 'via', 'convoy', 'move', 'support', 'supports', 'hold', 'from',
  'build', 'BUILD', 'disband', 'remove', 'waive', 'retreat', 'R', 'D', 'B', 'England:', 'ENG', 'France', 'Spring', '1901', '2nd', 'set',
  'Par', 'Paris', 'Bur', 'North', 'Sea', 'North Sea', 'Mid-Atlantic', 'St.', 'Petersburg', 'StP', 'Spa', 'spa/sc', '(nc)', '/', '(', ')',
  'nc', 'sc', 'ec', 'coast', 'Marsiellse', 'Gascany', 'barf', 'Switzerland', 'Canada', 'Lvx', 'NAt', 'Mars', '#', '//', '.', ',', ':', '1.',
  'I', 'insurrection', 'revive', 'Russia', 'Russian', 'Rusia', 'Moscow', 'Lon–Russia', ';', '(2)',
  '\n', '\n', '\t', '  ', '🙂', 'é',
];
const wordSoup = fc.array(fc.constantFrom(...ORDER_WORDS), { maxLength: 25 }).map((ws) => ws.join(' '));

/** A formatted order with random edits: deleted, doubled, swapped and foreign characters. */
function mutate(text: string, edits: readonly [number, number, string][]): string {
  let s = text;
  for (const [kind, at, ch] of edits) {
    const i = s.length === 0 ? 0 : at % (s.length + 1);
    if (kind === 0) s = s.slice(0, i) + s.slice(i + 1);
    else if (kind === 1) s = s.slice(0, i) + ch + s.slice(i);
    else if (kind === 2 && i + 1 < s.length) s = s.slice(0, i) + s[i + 1] + s[i] + s.slice(i + 2);
    else s = s.slice(0, i) + s.slice(i, i + 3) + s.slice(i);
  }
  return s;
}
const edit = fc.tuple(fc.integer({ min: 0, max: 3 }), fc.nat(), fc.constantFrom('-', ' ', 'S', '/', '(', 'x', 'e', '\n', ':', 'A', 'F', '1'));

describe('the parser never throws', () => {
  it('on random strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), position, rulesId, (text, pos, rules) => {
        wellFormed(text, parseOrders(text, pos, rules));
      }),
      { numRuns: Number(process.env.PARSER_RUNS ?? 400) },
    );
  });

  it('on random arrangements of order words', () => {
    fc.assert(
      fc.property(wordSoup, position, rulesId, (text, pos, rules) => {
        wellFormed(text, parseOrders(text, pos, rules));
      }),
      { numRuns: Number(process.env.PARSER_RUNS ?? 600) },
    );
  });

  it('on mutated orders', () => {
    fc.assert(
      fc.property(position, rulesId, fc.constantFrom<FormatStyle>('full', 'abbreviated'), fc.array(edit, { maxLength: 6 }), (pos, rules, style, edits) => {
        const text = pos.orders.map((o) => mutate(formatOrder(o, { style }), edits)).join('\n');
        wellFormed(text, parseOrders(text, pos, rules));
      }),
      { numRuns: Number(process.env.PARSER_RUNS ?? 300) },
    );
  });

  it('on the odd inputs', () => {
    for (const text of ['', '\n\n\n', '-', '->', '(', ')', 'A', 'F', 'A -', 'S', 'C', 'Build', 'WAIVE', 'England:', 'ENG', ':::', 'A Par S', 'F Nth C', 'F Nth C A', 'A Par - ', 'A Par via', 'A Par - Bur via', '1.', '(1)', 'x'.repeat(5000), 'A Par - Bur - '.repeat(200)]) {
      wellFormed(text, parseOrders(text, { units: [] }));
      wellFormed(text, parseOrders(text, { units: [], phase: 'adjustment' }, 'datc'));
    }
    expect(() => parseOrders(undefined as unknown as string, { units: [] })).not.toThrow();
  });
});

// --- Round trip: format an order, parse it back, get the same order.

const provinces = map.provinces;
const coastal = provinces.filter((p) => p.kind === 'coast').map((p) => p.id);

/** Every place a unit can stand, with its type. */
const placements: { type: UnitType; loc: Loc }[] = provinces.flatMap((p) => [
  ...(p.kind !== 'sea' ? [{ type: 'A' as const, loc: p.id }] : []),
  ...(p.kind !== 'land' ? map.locs(p.id).map((loc) => ({ type: 'F' as const, loc })) : []),
]);

const arbPower = fc.constantFrom<Power>(...POWERS);
const pick = <T>(xs: readonly T[]) => fc.constantFrom(...xs);

interface Case {
  order: GameOrder;
  phase: Phase;
}

const arbUnitOrder: fc.Arbitrary<Case> = fc.tuple(pick(placements), arbPower).chain(([{ type, loc }, power]) => {
  const base = { power, unit: type, at: loc };
  const here = provinceOf(loc);
  const moves = map.moves(type, loc);
  const options: fc.Arbitrary<Case>[] = [
    fc.constant({ order: { kind: 'hold', ...base }, phase: 'movement' }),
    pick(moves).map((to) => ({ order: { kind: 'move', ...base, to }, phase: 'movement' })),
    pick(moves).map((to) => ({ order: { kind: 'retreat', ...base, to }, phase: 'retreat' })),
    fc.constant({ order: { kind: 'disband', ...base }, phase: 'adjustment' }),
    // CalsMUN's Insurrection order, for any power.
    arbPower.map((revive): Case => ({ order: { kind: 'insurrection', ...base, revive }, phase: 'movement' })),
    // Support hold or move of a unit next door.
    fc.tuple(pick(moves), fc.constantFrom<UnitType | undefined>('A', 'F', undefined), fc.boolean()).chain(([m, targetType, hold]) => {
      const dest = provinceOf(m);
      const neighbours = [...new Set([...map.moves('A', dest), ...map.locs(dest).flatMap((l) => map.moves('F', l))].map(provinceOf))].filter((p) => p !== here && p !== dest);
      const target = (at: ProvinceId) => (targetType ? { unit: targetType, at } : { at });
      if (hold || neighbours.length === 0) return fc.constant<Case>({ order: { kind: 'support', ...base, target: target(dest) }, phase: 'movement' });
      const to = map.coasts(dest).length > 0 && type === 'F' ? m : dest;
      return pick(neighbours).map((t): Case => ({ order: { kind: 'support', ...base, target: target(t), to }, phase: 'movement' }));
    }),
  ];
  if (type === 'A' && map.province(here)!.kind === 'coast') {
    // Convoyed moves: "via convoy", or an explicit route through seas.
    options.push(pick(coastal.filter((p) => p !== here)).map((to): Case => ({ order: { kind: 'move', ...base, to, viaConvoy: true }, phase: 'movement' })));
    options.push(
      fc.tuple(pick(map.adjacentSeas(here)), fc.integer({ min: 0, max: 2 }), fc.nat()).map(([first, extra, r]): Case => {
        const route = [first];
        for (let i = 0; i < extra; i++) {
          const next = map.moves('F', route[route.length - 1]).map(provinceOf).filter((p) => map.province(p)!.kind === 'sea' && !route.includes(p));
          if (next.length === 0) break;
          route.push(next[(r + i) % next.length]);
        }
        const shores = map.moves('F', route[route.length - 1]).map(provinceOf).filter((p) => map.province(p)!.kind === 'coast' && p !== here);
        const to = shores[r % shores.length];
        return { order: { kind: 'move', ...base, to, route }, phase: 'movement' };
      }),
    );
  }
  if (type === 'F' && map.province(here)!.kind === 'sea') {
    options.push(
      fc.tuple(pick(coastal), pick(coastal)).filter(([a, b]) => a !== b).map(([army, to]): Case => ({ order: { kind: 'convoy', ...base, army, to }, phase: 'movement' })),
    );
  }
  return fc.oneof(...options);
});

const homeSites = provinces.filter((p) => p.home).flatMap((p) => [
  { power: p.home!, type: 'A' as const, at: p.id },
  ...(p.kind === 'coast' ? map.locs(p.id).map((at) => ({ power: p.home!, type: 'F' as const, at })) : []),
]);
const arbBuild: fc.Arbitrary<Case> = pick(homeSites).map(({ power, type, at }): Case => ({ order: { kind: 'build', power, unit: type, at }, phase: 'adjustment' }));
const arbWaive: fc.Arbitrary<Case> = arbPower.map((power): Case => ({ order: { kind: 'waive', power }, phase: 'adjustment' }));
/** CalsMUN's revive order: some of a power's home centres, in any order, each with a unit that can stand there. */
const arbRevive: fc.Arbitrary<Case> = arbPower.chain((power) => {
  const sites = (id: ProvinceId): RevivalSite[] => [
    { unit: 'A', at: id },
    ...(map.province(id)!.kind === 'coast' ? map.locs(id).map((at): RevivalSite => ({ unit: 'F', at })) : []),
  ];
  const homes = map.homeCentres(power);
  return fc
    .shuffledSubarray([...homes], { minLength: 1 })
    .chain((ids) => fc.tuple(...ids.map((id) => pick(sites(id)))))
    .map((centres): Case => ({ order: { kind: 'revive', power, centres }, phase: 'movement' }));
});
const arbCase = fc.oneof({ arbitrary: arbUnitOrder, weight: 8 }, { arbitrary: arbBuild, weight: 1 }, { arbitrary: arbWaive, weight: 1 }, { arbitrary: arbRevive, weight: 1 });

/** The board the order is read against: its own unit, where it stands. */
function positionFor({ order, phase }: Case): ParsePosition {
  if (order.kind === 'waive' || order.kind === 'build' || order.kind === 'revive') return { units: [], phase };
  const unit: Unit = { power: order.power, type: order.unit, loc: order.at };
  if (phase === 'retreat') return { units: [], phase, dislodged: [{ unit }] };
  return { units: [unit], phase };
}

describe('printing then parsing gives the order back', () => {
  for (const style of ['abbreviated', 'full'] as const) {
    it(`in the ${style} style`, () => {
      fc.assert(
        fc.property(arbCase, fc.boolean(), (c, withPower) => {
          const text = formatOrder(c.order, { style, power: withPower || c.order.kind === 'waive' });
          const line = parseOrders(text, positionFor(c)).lines[0];
          expect(line.order, text).toEqual(c.order);
          expect(['well-written', 'badly-written'], text).toContain(line.degree);
        }),
        { numRuns: Number(process.env.PARSER_RUNS ?? 1500) },
      );
    });
  }

  it('prints the canonical Table III.2 forms', () => {
    const cases: [GameOrder, string, string][] = [
      [{ kind: 'support', power: 'ENG', unit: 'F', at: 'lon', target: { unit: 'F', at: 'wal' }, to: 'eng' }, 'F Lon S F Wal-ENG', 'F London Supports F Wales - English Channel'],
      [{ kind: 'move', power: 'FRA', unit: 'A', at: 'bre', to: 'wal', route: ['mao', 'iri'] }, 'A Bre-MAT-IRI-Wal', 'A Brest - Mid-Atlantic Ocean - Irish Sea - Wales'],
      [{ kind: 'build', power: 'FRA', unit: 'A', at: 'par' }, 'BUILD A Par', 'Build A Paris'],
      [{ kind: 'disband', power: 'AUS', unit: 'F', at: 'tri' }, 'DISBAND F Tri', 'Disband F Trieste'],
      [{ kind: 'hold', power: 'ENG', unit: 'F', at: 'lon' }, 'F Lon HOLDS', 'F London Holds'],
      [{ kind: 'convoy', power: 'FRA', unit: 'F', at: 'eng', army: 'bre', to: 'lon' }, 'F ENG C A Bre-Lon', 'F English Channel Convoys A Brest - London'],
      [{ kind: 'move', power: 'FRA', unit: 'F', at: 'mao', to: 'spa/nc' }, 'F MAT-Spa (nc)', 'F Mid-Atlantic Ocean - Spain (north coast)'],
      [{ kind: 'move', power: 'ENG', unit: 'A', at: 'lon', to: 'bel', viaConvoy: true }, 'A Lon-Bel via convoy', 'A London - Belgium via Convoy'],
      [{ kind: 'retreat', power: 'RUS', unit: 'F', at: 'stp/sc', to: 'bot' }, 'F StP (sc)-BOT', 'F St. Petersburg (south coast) - Gulf of Bothnia'],
      [{ kind: 'waive', power: 'TUR' }, 'WAIVE', 'Waive'],
      [{ kind: 'insurrection', power: 'ENG', unit: 'F', at: 'lon', revive: 'RUS' }, 'F I Lon-Russia', 'F London Insurrection Russia'],
      [{ kind: 'insurrection', power: 'RUS', unit: 'F', at: 'stp/sc', revive: 'AUS' }, 'F I StP (sc)-Austria', 'F St. Petersburg (south coast) Insurrection Austria'],
      [
        { kind: 'revive', power: 'RUS', centres: [{ unit: 'F', at: 'stp/nc' }, { unit: 'A', at: 'mos' }, { unit: 'A', at: 'war' }] },
        'REVIVE F StP (nc), A Mos, A War',
        'Revive F St. Petersburg (north coast), A Moscow, A Warsaw',
      ],
    ];
    for (const [order, abbreviated, full] of cases) {
      expect(formatOrder(order)).toBe(abbreviated);
      expect(formatOrder(order, { style: 'full' })).toBe(full);
    }
    expect(formatOrder({ kind: 'waive', power: 'TUR' }, { power: true })).toBe('Turkey: WAIVE');
  });
});

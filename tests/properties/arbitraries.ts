import fc from 'fast-check';
import { randomPhase, seeded } from '../../bench/randomPosition';
import type { Phase } from '../../engine/game/position';
import { standardMap } from '../../engine/map/standardMap';
import { POWERS, provinceOf, type Loc, type Power, type ProvinceId, type Unit, type UnitType } from '../../engine/map/types';
import type { ParsePosition } from '../../engine/orders/parseTypes';
import type { GameOrder, Order, RevivalSite } from '../../engine/orders/types';

/**
 * The random inputs of the property tests, in one place: the vitest
 * properties (small counts, every CI run) and `npm run fuzz` (100,000 and
 * more) draw from these same arbitraries.
 */

const map = standardMap;

// --- Parser inputs: boards, and texts made of order words, mutated orders and raw bytes.

/** A seeded random board of up to 34 units in any phase, with plausible orders for it (retreat: every third unit dislodged). */
export const parsePosition = fc
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
/** The rule sets the parser is read under. */
export const parserRules = fc.constantFrom('alexander', 'datc', 'calsmun');

/** Text made of the pieces orders are made of, so the parser's deeper paths are reached. */
const ORDER_WORDS = [
  'A', 'F', 'Army', 'Fleet', '-', '->', '–', 'S', 'C', 'H', 'to', 'via', 'convoy', 'move', 'support', 'supports', 'hold', 'from',
  'build', 'BUILD', 'disband', 'remove', 'waive', 'retreat', 'R', 'D', 'B', 'England:', 'ENG', 'France', 'Spring', '1901', '2nd', 'set',
  'Par', 'Paris', 'Bur', 'North', 'Sea', 'North Sea', 'Mid-Atlantic', 'St.', 'Petersburg', 'StP', 'Spa', 'spa/sc', '(nc)', '/', '(', ')',
  'nc', 'sc', 'ec', 'coast', 'Marsiellse', 'Gascany', 'barf', 'Switzerland', 'Canada', 'Lvx', 'NAt', 'Mars', '#', '//', '.', ',', ':', '1.',
  'I', 'insurrection', 'revive', 'Russia', 'Russian', 'Rusia', 'Moscow', 'Lon–Russia', ';', '(2)',
  '\n', '\n', '\t', '  ', '🙂', 'é',
];
export const wordSoup = fc.array(fc.constantFrom(...ORDER_WORDS), { maxLength: 25 }).map((ws) => ws.join(' '));

/** A formatted order with random edits: deleted, doubled, swapped and foreign characters. */
export function mutate(text: string, edits: readonly [number, number, string][]): string {
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
export const edit = fc.tuple(fc.integer({ min: 0, max: 3 }), fc.nat(), fc.constantFrom('-', ' ', 'S', '/', '(', 'x', 'e', '\n', ':', 'A', 'F', '1'));

// --- Round trip: single orders of every kind, each with the phase it belongs to.

const provinces = map.provinces;
const coastal = provinces.filter((p) => p.kind === 'coast').map((p) => p.id);

/** Every place a unit can stand, with its type. */
const placements: { type: UnitType; loc: Loc }[] = provinces.flatMap((p) => [
  ...(p.kind !== 'sea' ? [{ type: 'A' as const, loc: p.id }] : []),
  ...(p.kind !== 'land' ? map.locs(p.id).map((loc) => ({ type: 'F' as const, loc })) : []),
]);

const arbPower = fc.constantFrom<Power>(...POWERS);
const pick = <T>(xs: readonly T[]) => fc.constantFrom(...xs);

export interface OrderCase {
  order: GameOrder;
  phase: Phase;
}

const arbUnitOrder: fc.Arbitrary<OrderCase> = fc.tuple(pick(placements), arbPower).chain(([{ type, loc }, power]) => {
  const base = { power, unit: type, at: loc };
  const here = provinceOf(loc);
  const moves = map.moves(type, loc);
  const options: fc.Arbitrary<OrderCase>[] = [
    fc.constant({ order: { kind: 'hold', ...base }, phase: 'movement' }),
    pick(moves).map((to) => ({ order: { kind: 'move', ...base, to }, phase: 'movement' })),
    pick(moves).map((to) => ({ order: { kind: 'retreat', ...base, to }, phase: 'retreat' })),
    fc.constant({ order: { kind: 'disband', ...base }, phase: 'adjustment' }),
    // CalsMUN's Insurrection order, for any power.
    arbPower.map((revive): OrderCase => ({ order: { kind: 'insurrection', ...base, revive }, phase: 'movement' })),
    // Support hold or move of a unit next door.
    fc.tuple(pick(moves), fc.constantFrom<UnitType | undefined>('A', 'F', undefined), fc.boolean()).chain(([m, targetType, hold]) => {
      const dest = provinceOf(m);
      const neighbours = [...new Set([...map.moves('A', dest), ...map.locs(dest).flatMap((l) => map.moves('F', l))].map(provinceOf))].filter((p) => p !== here && p !== dest);
      const target = (at: ProvinceId) => (targetType ? { unit: targetType, at } : { at });
      if (hold || neighbours.length === 0) return fc.constant<OrderCase>({ order: { kind: 'support', ...base, target: target(dest) }, phase: 'movement' });
      const to = map.coasts(dest).length > 0 && type === 'F' ? m : dest;
      return pick(neighbours).map((t): OrderCase => ({ order: { kind: 'support', ...base, target: target(t), to }, phase: 'movement' }));
    }),
  ];
  if (type === 'A' && map.province(here)!.kind === 'coast') {
    // Convoyed moves: "via convoy", or an explicit route through seas.
    options.push(pick(coastal.filter((p) => p !== here)).map((to): OrderCase => ({ order: { kind: 'move', ...base, to, viaConvoy: true }, phase: 'movement' })));
    options.push(
      fc.tuple(pick(map.adjacentSeas(here)), fc.integer({ min: 0, max: 2 }), fc.nat()).map(([first, extra, r]): OrderCase => {
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
      fc.tuple(pick(coastal), pick(coastal)).filter(([a, b]) => a !== b).map(([army, to]): OrderCase => ({ order: { kind: 'convoy', ...base, army, to }, phase: 'movement' })),
    );
  }
  return fc.oneof(...options);
});

const homeSites = provinces.filter((p) => p.home).flatMap((p) => [
  { power: p.home!, type: 'A' as const, at: p.id },
  ...(p.kind === 'coast' ? map.locs(p.id).map((at) => ({ power: p.home!, type: 'F' as const, at })) : []),
]);
const arbBuild: fc.Arbitrary<OrderCase> = pick(homeSites).map(({ power, type, at }): OrderCase => ({ order: { kind: 'build', power, unit: type, at }, phase: 'adjustment' }));
const arbWaive: fc.Arbitrary<OrderCase> = arbPower.map((power): OrderCase => ({ order: { kind: 'waive', power }, phase: 'adjustment' }));
/** CalsMUN's revive order: some of a power's home centres, in any order, each with a unit that can stand there. */
const arbRevive: fc.Arbitrary<OrderCase> = arbPower.chain((power) => {
  const sites = (id: ProvinceId): RevivalSite[] => [
    { unit: 'A', at: id },
    ...(map.province(id)!.kind === 'coast' ? map.locs(id).map((at): RevivalSite => ({ unit: 'F', at })) : []),
  ];
  const homes = map.homeCentres(power);
  return fc
    .shuffledSubarray([...homes], { minLength: 1 })
    .chain((ids) => fc.tuple(...ids.map((id) => pick(sites(id)))))
    .map((centres): OrderCase => ({ order: { kind: 'revive', power, centres }, phase: 'movement' }));
});
/** Any order of any phase, CalsMUN's revival orders included. */
export const orderCase = fc.oneof({ arbitrary: arbUnitOrder, weight: 8 }, { arbitrary: arbBuild, weight: 1 }, { arbitrary: arbWaive, weight: 1 }, { arbitrary: arbRevive, weight: 1 });

/** The board the order is read against: its own unit, where it stands. */
export function positionFor({ order, phase }: OrderCase): ParsePosition {
  if (order.kind === 'waive' || order.kind === 'build' || order.kind === 'revive') return { units: [], phase };
  const unit: Unit = { power: order.power, type: order.unit, loc: order.at };
  if (phase === 'retreat') return { units: [], phase, dislodged: [{ unit }] };
  return { units: [unit], phase };
}


// --- Movement phases: seeded random mid-game positions where every unit has a plausible order.

export const movementPhase = fc
  .record({ seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }), size: fc.integer({ min: 2, max: 34 }) })
  .map(({ seed, size }) => ({ seed, ...randomPhase(map, seeded(seed), size) }));

/** The rule sets movement properties run under. */
export const movementRules = fc.constantFrom('alexander', 'datc');

// --- Whole games (tests/game/randomGame.ts plays them out).

export const gameSeed = fc.record({ seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }), rules: fc.constantFrom('alexander', 'datc') });

import type fc from 'fast-check';
import { gameStaysWellFormed } from './games';
import { fastPathAgrees, parserOnMutatedOrders, parserOnOrderWords, parserOnRandomStrings, roundTrip } from './parser';
import { rulingDeterministic, rulingIgnoresListOrder, rulingInvariants, rulingOrdersEveryUnit } from './ruling';

/** A property `npm run fuzz` runs, with its share of the total runs (cheap properties get more). */
export interface FuzzedProperty {
  name: string;
  property: fc.IProperty<never>;
  weight: number;
}

const entry = <T extends [unknown, ...unknown[]]>(name: string, property: fc.IProperty<T>, weight: number): FuzzedProperty => ({
  name,
  property: property as unknown as fc.IProperty<never>,
  weight,
});

/** Every parser and adjudicator property, as the fuzzer runs them. */
export const FUZZED: FuzzedProperty[] = [
  entry('parser never throws: random strings', parserOnRandomStrings, 4),
  entry('parser never throws: order words', parserOnOrderWords, 4),
  entry('parser never throws: mutated orders', parserOnMutatedOrders, 2),
  entry('parser: fast path agrees with full', fastPathAgrees, 2),
  entry('format then parse: abbreviated', roundTrip('abbreviated'), 3),
  entry('format then parse: full', roundTrip('full'), 3),
  entry('ruling invariants', rulingInvariants, 4),
  entry('ruling is deterministic', rulingDeterministic, 1),
  entry('ruling ignores list order', rulingIgnoresListOrder, 1),
  entry('ruling orders every unit', rulingOrdersEveryUnit, 1),
  entry('whole games stay well formed', gameStaysWellFormed, 0.1),
];

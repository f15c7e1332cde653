/**
 * DEMO DATA, for looking at the Board component only. The `fakeResult` below is written by
 * hand, not produced by the adjudicator; replace it with engine output when the engine lands.
 */
import type { Power, Unit } from '../../engine/map/types';
import type { MovementOrder } from '../../engine/orders/types';
import type { MovementResult } from '../../engine/resolve/types';

const u = (power: Power, type: 'A' | 'F', loc: string): Unit => ({ power, type, loc });

/** The 22 units of Spring 1901 (Alexander Table I.4). */
export const opening: Unit[] = [
  u('AUS', 'A', 'vie'), u('AUS', 'A', 'bud'), u('AUS', 'F', 'tri'),
  u('ENG', 'F', 'lon'), u('ENG', 'F', 'edi'), u('ENG', 'A', 'lvp'),
  u('FRA', 'A', 'par'), u('FRA', 'A', 'mar'), u('FRA', 'F', 'bre'),
  u('GER', 'A', 'ber'), u('GER', 'A', 'mun'), u('GER', 'F', 'kie'),
  u('ITA', 'A', 'rom'), u('ITA', 'A', 'ven'), u('ITA', 'F', 'nap'),
  u('RUS', 'A', 'mos'), u('RUS', 'F', 'sev'), u('RUS', 'A', 'war'), u('RUS', 'F', 'stp/sc'),
  u('TUR', 'F', 'ank'), u('TUR', 'A', 'con'), u('TUR', 'A', 'smy'),
];

/** Home centres at the start. */
export const homeCentres: Record<string, Power> = {
  bud: 'AUS', tri: 'AUS', vie: 'AUS', edi: 'ENG', lon: 'ENG', lvp: 'ENG', bre: 'FRA', mar: 'FRA', par: 'FRA',
  ber: 'GER', kie: 'GER', mun: 'GER', nap: 'ITA', rom: 'ITA', ven: 'ITA', mos: 'RUS', sev: 'RUS', stp: 'RUS',
  war: 'RUS', ank: 'TUR', con: 'TUR', smy: 'TUR',
};

/** A made-up turn around the Low Countries that uses every kind of mark the board draws. */
export const demoUnits: Unit[] = [
  u('ENG', 'A', 'yor'), u('ENG', 'F', 'nth'), u('ENG', 'F', 'eng'), u('ENG', 'F', 'hel'), u('ENG', 'F', 'ska'), u('ENG', 'A', 'lon'),
  u('FRA', 'A', 'pic'), u('FRA', 'A', 'bur'), u('FRA', 'A', 'par'),
  u('GER', 'A', 'bel'), u('GER', 'F', 'hol'), u('GER', 'A', 'ruh'), u('GER', 'A', 'kie'),
];

export const demoOrders: MovementOrder[] = [
  { power: 'FRA', unit: 'A', at: 'pic', kind: 'move', to: 'bel' },
  { power: 'FRA', unit: 'A', at: 'bur', kind: 'support', target: { unit: 'A', at: 'pic' }, to: 'bel' },
  { power: 'ENG', unit: 'F', at: 'eng', kind: 'support', target: { unit: 'A', at: 'pic' }, to: 'bel' },
  { power: 'FRA', unit: 'A', at: 'par', kind: 'support', target: { unit: 'A', at: 'bur' } },
  { power: 'GER', unit: 'A', at: 'bel', kind: 'move', to: 'pic' },
  { power: 'GER', unit: 'F', at: 'hol', kind: 'support', target: { unit: 'A', at: 'bel' }, to: 'pic' },
  { power: 'ENG', unit: 'F', at: 'hel', kind: 'move', to: 'hol' },
  { power: 'ENG', unit: 'A', at: 'yor', kind: 'move', to: 'hol', viaConvoy: true },
  { power: 'ENG', unit: 'F', at: 'nth', kind: 'convoy', army: 'yor', to: 'hol' },
  { power: 'GER', unit: 'A', at: 'ruh', kind: 'move', to: 'mun' },
  { power: 'GER', unit: 'A', at: 'kie', kind: 'move', to: 'den' },
  { power: 'ENG', unit: 'F', at: 'ska', kind: 'move', to: 'den' },
  { power: 'ENG', unit: 'A', at: 'lon', kind: 'hold' },
];

type Row = [MovementResult['orders'][number]['outcome'], MovementResult['orders'][number]['reason'], number[], Partial<MovementResult['orders'][number]>?];
const rows: Row[] = [
  ['succeeds', 'moved', []],
  ['given', 'support-given', []],
  ['given', 'support-given', []],
  ['given', 'support-given', []],
  ['fails', 'bounced-head-to-head', [0], { dislodged: true }],
  ['cut', 'support-cut', [6, 7]],
  ['fails', 'bounced-defender', [5]],
  ['fails', 'bounced-defender', [5], { convoyed: true }],
  ['available', 'convoy-available', []],
  ['succeeds', 'moved', []],
  ['fails', 'bounced-standoff', [11]],
  ['fails', 'bounced-standoff', [10]],
  ['stands', 'held', []],
];

/** HAND-BUILT, NOT ADJUDICATED. */
export const fakeResult: MovementResult = {
  rules: 'demo',
  orders: demoOrders.map((order, i) => {
    const [outcome, reason, causes, extra] = rows[i];
    return { order, outcome, reason, causes, rules: [], ...extra };
  }),
  units: [],
  dislodged: [{ unit: u('GER', 'A', 'bel'), attackerFrom: 'pic', attackerConvoyed: false, retreats: ['ruh'] }],
  standoffs: ['den'],
  powers: ['ENG', 'FRA', 'GER'],
};

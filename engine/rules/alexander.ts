import type { RuleSet } from './ruleSet';

/** The Alexander Rules (seed 000), the default rule set. */
export const alexander: RuleSet = {
  id: 'alexander',
  title: 'The Alexander Rules',
  summary:
    'Justin Alexander\'s numbered restatement of the rules, written to leave no ambiguity and no paradox. ' +
    'An army that could go by land only uses a convoy when its order says "via convoy", and falls back on ' +
    'the land route if every convoy route is disrupted. Convoy paradoxes are settled by rule IV.5.f: a convoy ' +
    'is judged in the world where the convoyed army has no effect, so in Pandin\'s paradox the convoy stands.',
  policies: {
    convoyParadox: 'counterfactual',
    adjacentConvoy: 'via-convoy-only',
    landFallbackAfterDisruptedConvoy: true,
    explicitConvoyRoutes: true,
    dislodgedUnitBouncesAttackerOrigin: 'never',
    retreatToConvoyedAttackerOrigin: false,
    convoyOrderLegality: 'on-any-route',
    convoyMoveLegality: 'convoy-ordered',
    multipleOrdersToUnit: 'last-legal',
  },
  cites: {
    ownUnitsOnly: ['alexander:IV.1'],
    illegalOrder: ['alexander:III.3.a', 'alexander:notes:illegal'],
    unitWithoutOrder: ['alexander:III.3.e'],
    hold: ['alexander:IV.2'],
    move: ['alexander:IV.3'],
    armyMovement: ['alexander:IV.3.a'],
    fleetMovement: ['alexander:IV.3.b'],
    twoCoasts: ['alexander:IV.3.c'],
    moveEffect: ['alexander:IV.3.e'],
    failedMove: ['alexander:IV.3.f'],
    exchange: ['alexander:IV.3.i'],
    supportHold: ['alexander:IV.4.a'],
    supportMove: ['alexander:IV.4.b'],
    supportEffect: ['alexander:IV.4.c'],
    cutSupport: ['alexander:IV.4.d'],
    ownAttackNoCut: ['alexander:IV.4.e'],
    convoy: ['alexander:IV.5'],
    convoyChain: ['alexander:IV.5.b'],
    convoyDisruption: ['alexander:IV.5.c'],
    multipleRoutes: ['alexander:IV.5.d'],
    convoyAndLand: ['alexander:IV.5.e'],
    paradox: ['alexander:IV.5.f'],
    swapByConvoy: ['alexander:IV.5.g'],
    attack: ['alexander:IV.6.c'],
    multipleAttackers: ['alexander:IV.6.d'],
    winning: ['alexander:IV.6.e'],
    selfDislodge: ['alexander:IV.6.f'],
    standoffOccupied: ['alexander:IV.7.a'],
    standoffEmpty: ['alexander:IV.7.b'],
    dislodgeOnStandoff: ['alexander:IV.7.c'],
    circularMovement: ['alexander:IV.3.i'],
    retreat: ['alexander:III.4.b'],
    multipleOrders: ['alexander:III.3.b'],
  },
};

import type { RuleSet } from './ruleSet';

/** The DATC v3.0 preferences (2023 rules): what other adjudicators implement. */
export const datc: RuleSet = {
  id: 'datc',
  title: 'DATC preferences',
  summary:
    'The preferred choices of the Diplomacy Adjudicator Test Cases (v3.0, following the 2023 rulebook), ' +
    'which nearly every online adjudicator implements. Convoy paradoxes are broken by the Szykman rule ' +
    '(the convoying fleets in the paradox hold); an army next to its destination is convoyed when it says ' +
    '"via convoy" or its own fleet convoys it, with no land fallback; a unit dislodged by a convoyed attack ' +
    'may retreat to the attacker\'s origin.',
  policies: {
    convoyParadox: 'szykman',
    adjacentConvoy: 'via-convoy-or-own-fleet',
    landFallbackAfterDisruptedConvoy: false,
    explicitConvoyRoutes: false,
    dislodgedUnitBouncesAttackerOrigin: 'unless-head-to-head',
    retreatToConvoyedAttackerOrigin: true,
    convoyOrderLegality: 'necessary-for-a-route',
    convoyMoveLegality: 'fleets-in-position',
    multipleOrdersToUnit: 'first',
  },
  cites: {
    ownUnitsOnly: ['datc:4.E.1'],
    illegalOrder: ['datc:4.E.1'],
    unitWithoutOrder: ['datc:4.E.1'],
    hold: ['datc:5.B.5'],
    move: ['datc:5.B.1'],
    armyMovement: ['datc:4.E.1'],
    fleetMovement: ['datc:4.E.1'],
    twoCoasts: ['datc:4.B.1'],
    moveEffect: ['datc:5.B.1'],
    failedMove: ['datc:5.B.1'],
    exchange: ['datc:5.B.7'],
    supportHold: ['datc:5.B.5'],
    supportMove: ['datc:5.B.8'],
    supportEffect: ['datc:5.B.8'],
    cutSupport: ['datc:5.B.2'],
    ownAttackNoCut: ['datc:5.B.2'],
    convoy: ['datc:5.B.3'],
    convoyChain: ['datc:5.B.4'],
    convoyDisruption: ['datc:5.B.3'],
    multipleRoutes: ['datc:4.A.1'],
    convoyAndLand: ['datc:4.A.3'],
    paradox: ['datc:4.A.2'],
    swapByConvoy: ['datc:5.B.4'],
    attack: ['datc:5.B.8'],
    multipleAttackers: ['datc:5.B.6'],
    winning: ['datc:5.B.1'],
    selfDislodge: ['datc:5.B.8'],
    standoffOccupied: ['datc:5.B.6'],
    standoffEmpty: ['datc:5.B.6'],
    dislodgeOnStandoff: ['datc:4.A.7'],
    circularMovement: ['datc:5.B.9'],
    retreat: ['datc:4.A.5'],
    multipleOrders: ['datc:4.D.3'],
  },
};

import type { RuleSet } from './ruleSet';
import { rulebook2008 } from './rulebook2008';

/**
 * The CalsMUN Historical Committee (seed 003): the 2008 rulebook, with France
 * starting with an army in Brest and the Insurrection order, which revives an
 * eliminated power.
 *
 * The seed's "22 rules" are numbered 5-26: its rule n is the 2008 rulebook's
 * rule n - 4, so the movement rules cite the 2008 rulebook (spread below).
 *
 * The text leaves these open; the engine decides as follows (and tests each one
 * in tests/game/calsmun.test.ts):
 *
 *  1. Start. France has A Brest in place of F Brest (`startingUnits`); every
 *     other unit and centre is the standard start: 22 units, 22 home centres.
 *  2. The Insurrection order (`F I Lon–Russia`, `F Lon I Russia`,
 *     `F London insurrection Russia`) is given in a movement phase, by the
 *     unit's owner, for a power that is eliminated when the orders are given.
 *     Otherwise it is illegal (no such unit, a foreign unit, a power still in
 *     the game) and the unit holds as if it had no order.
 *  3. A legal Insurrection order takes the unit off the board before the
 *     movement is adjudicated: it neither holds, supports nor convoys, cannot
 *     be dislodged, and its province is empty for the movement. Any other
 *     order to the unit counts by the rule for several orders to one unit
 *     (`multipleOrdersToUnit`, here the 2008 rulebook's: the first legal
 *     one); movement orders to a unit that left are not adjudicated and come
 *     back as `ignored`.
 *  4. The revived power files `revive` with its home centres, the most wanted
 *     first: in this notation a list is always written in some order, and that
 *     order is its order of preference. Each entry is one of its home centres,
 *     named once; the unit is an army unless a fleet is written, and a fleet
 *     in St Petersburg names its coast. One bad entry makes the whole order
 *     invalid, as an invalid build is ignored. Only listed centres can be
 *     restored. Several revive orders: the multiple-orders rule again.
 *  5. The insurrection is settled at the end of its season: after that
 *     season's retreats, and in a Fall after control has passed to the
 *     occupiers and before adjustments. Occupation is read then.
 *  6. Price: restoring k centres takes `unitsForCentres[k - 1]` supporting
 *     units (two for one or two centres, four for three, six for Russia's
 *     four), plus one unit per restored centre that some unit occupies. The
 *     power gets the largest set of listed centres the support pays for; among
 *     sets as large, its order of preference decides (the most wanted centre
 *     first, then the next). A preference list says which centres to take
 *     when less support comes than hoped, not to take fewer of them.
 *  7. An occupied centre that is paid for returns to the revived power, but
 *     the occupying unit stays where it is and no unit is placed there; from
 *     then on control passes as usual, so an occupier still there at the end
 *     of a Fall takes it back.
 *  8. The revived power gets a unit in each restored, unoccupied centre: the
 *     text's "build a unit there" follows "two of the supply centres", and one
 *     unit per centre keeps units equal to centres, as after any adjustment.
 *  9. The insurrection fails, and restores nothing, when the revived power
 *     filed no valid revive order, when an Insurrection order naming it was
 *     not carried out (the unit was not there, was not the orderer's, or
 *     another order to it counted), or when the support pays for no centre
 *     (fewer than two units). Units whose Insurrection orders were legal are
 *     disbanded all the same: they left when the orders were carried out.
 * 10. A revived power is no longer eliminated. In a Fall, a power whose last
 *     centre was restored to it is eliminated at once (Alexander I.1.a); in a
 *     Spring it keeps its units until the Fall reckoning. Victory (18 centres)
 *     is judged on the centres after the insurrection.
 * 11. A power that invested at least `unitsForVictoryPoint` (two) units in one
 *     insurrection earns one victory point, whether or not the insurrection
 *     succeeds: the text rewards the investment, and the price is paid either
 *     way. One point per power per insurrection. Points are kept in
 *     `Position.victoryPoints`.
 * 12. Out of scope: speeches, negotiation, treaties, conferences, the
 *     non-territorial victory points they bring, and the five points for
 *     reaching 18 centres (the engine still ends the game there).
 */
export const calsmun: RuleSet = {
  id: 'calsmun',
  title: 'The CalsMUN Historical Committee',
  policies: {
    ...rulebook2008.policies,
    insurrection: {
      unitsForCentres: [2, 2, 4, 6],
      extraUnitsPerOccupiedCentre: 1,
      unitsForVictoryPoint: 2,
    },
  },
  cites: {
    ...rulebook2008.cites,
    startingPosition: ['calsmun:starting-positions'],
    insurrection: ['calsmun:insurrection-order'],
    insurrectionTarget: ['calsmun:losing-your-country', 'calsmun:insurrection-target'],
    reviveOrder: ['calsmun:revival-orders'],
    revivalCentres: ['calsmun:revival-support'],
    revivalOccupied: ['calsmun:occupied-centres'],
    revivalUnits: ['calsmun:revival-units'],
    revivalFailed: ['calsmun:failed-insurrection'],
    insurrectionVictoryPoint: ['calsmun:insurrection-victory-point'],
  },
  startingUnits: { FRA: ['A par', 'A mar', 'A bre'] },
};

import type { RuleId } from './citations';
import type { CivilDisorderPolicy } from './civilDisorder';
import type { Power } from '../map/types';
import type { VariantYear } from './playerVariants';

export type { CivilDisorderPolicy } from './civilDisorder';

/**
 * A rule set is a value: named policies plus the rule each concept cites.
 * The adjudicator asks the policies; it never tests a rule set's id.
 */
export interface Policies {
  /** How a convoy paradox is broken: Alexander IV.5.f counterfactual, or the Szykman rule (DATC 4.A.2). */
  convoyParadox: 'counterfactual' | 'szykman';
  /**
   * When an army that could go by land uses a convoy offered to it.
   * `via-convoy-only`: only when the order says "via convoy" (Alexander IV.5.e).
   * `via-convoy-or-own-fleet`: also when a fleet of its own power is ordered to convoy it (2008 rulebook p. 15, DATC 4.A.3).
   */
  adjacentConvoy: 'via-convoy-only' | 'via-convoy-or-own-fleet';
  /** A convoyed army that could also go by land tries the land route when every convoy route is disrupted. */
  landFallbackAfterDisruptedConvoy: boolean;
  /** Honour an explicit convoy route written in the order (`A Bre-MAT-IRI-Wal`), or ignore it (DATC 4.A.6). */
  explicitConvoyRoutes: boolean;
  /**
   * Which dislodgement takes away a unit's power to stand off the attacker's
   * origin: any dislodging unit coming from there (Alexander IV.7.c), or only
   * one met head to head, not by convoy (DATC 4.A.7).
   */
  dislodgedUnitBouncesAttackerOrigin: 'never' | 'unless-head-to-head';
  /**
   * Does a convoyed army cut the support of a unit supporting an attack on one
   * of its own convoying fleets? `always` (IV.4.d read plainly; paradoxes are
   * left to `convoyParadox`), or `unless-fleet-needed`: not while that fleet is
   * needed for every surviving route (2008 rulebook, rules 21 and 22).
   */
  convoyedAttackCutsSupportAgainstItsConvoy: 'always' | 'unless-fleet-needed';
  /** May a unit dislodged by a convoyed attack retreat to the attacker's origin (DATC 4.A.5)? */
  retreatToConvoyedAttackerOrigin: boolean;
  /**
   * Which convoy orders are legal: a fleet on any chain of seas between the
   * army and its destination (Alexander IV.5.a-b), or only a fleet that some
   * route actually needs (DATC 4.E.1, 6.G.19).
   */
  convoyOrderLegality: 'on-any-route' | 'necessary-for-a-route';
  /**
   * When an army's move to a province it does not border is a legal order: if
   * fleets in the position could carry it (DATC 4.E.1, 6.D.32), or only if a
   * convoy was actually ordered for it (Alexander, note on illegal orders).
   */
  convoyMoveLegality: 'fleets-in-position' | 'convoy-ordered';
  /**
   * A fleet build written for an inland centre: read as an army build, the
   * only meaning it can have (seed 004), or kept as written and illegal
   * (DATC 4.C.4; the 2008 rulebook: "only an Army" there, invalid orders ignored).
   */
  inlandFleetBuild: 'read-as-army' | 'illegal';
  /** Several orders to one unit: the last legal one counts (seed 004), or the first (DATC v3.2 4.D.3). */
  multipleOrdersToUnit: 'last-legal' | 'first';
  /**
   * Which units go when a power owes disbands and did not order them: how the
   * distance is counted, to which centres, and how ties are broken
   * (Alexander III.5.h; DATC 4.D.8 with the 2023 rule).
   */
  civilDisorder: CivilDisorderPolicy;
  /**
   * The Insurrection order that revives an eliminated power (CalsMUN), and its
   * price in units. Absent: the rule set has no such order, and revival
   * orders are ignored.
   */
  insurrection?: InsurrectionPolicy;
}

/** How an insurrection is paid for (engine/resolve/insurrection.ts). */
export interface InsurrectionPolicy {
  /**
   * Supporting units needed to restore n unoccupied centres, at index n - 1
   * (CalsMUN: `[2, 2, 4, 6]`: two units for one or two centres, four for
   * three, six for Russia's four). More centres than the list covers cannot be restored.
   */
  unitsForCentres: readonly number[];
  /** Extra supporting units for each restored centre that a unit occupies. */
  extraUnitsPerOccupiedCentre: number;
  /** Units one power must invest in one insurrection to earn a victory point. */
  unitsForVictoryPoint: number;
}

/** Concepts that a ruling cites; each rule set names its own rule for each. */
export type Concept =
  | 'ownUnitsOnly'
  | 'illegalOrder'
  | 'unitWithoutOrder'
  | 'hold'
  | 'move'
  | 'armyMovement'
  | 'fleetMovement'
  | 'twoCoasts'
  | 'moveEffect'
  | 'failedMove'
  | 'exchange'
  | 'supportHold'
  | 'supportMove'
  | 'supportEffect'
  | 'cutSupport'
  | 'ownAttackNoCut'
  | 'convoy'
  | 'convoyChain'
  | 'convoyDisruption'
  | 'multipleRoutes'
  | 'convoyAndLand'
  | 'paradox'
  | 'swapByConvoy'
  | 'attack'
  | 'multipleAttackers'
  | 'winning'
  | 'selfDislodge'
  | 'standoffOccupied'
  | 'standoffEmpty'
  | 'dislodgeOnStandoff'
  | 'circularMovement'
  | 'retreat'
  | 'multipleOrders'
  // retreat phase
  | 'retreatPhase'
  | 'retreatNotDislodged'
  | 'retreatOccupied'
  | 'retreatAttackerOrigin'
  | 'retreatStandoff'
  | 'retreatBounce'
  | 'retreatAmbiguous'
  | 'retreatDisband'
  // the end of a Fall turn and the adjustment phase
  | 'centreControl'
  | 'elimination'
  | 'victory'
  | 'adjustUnits'
  | 'disband'
  | 'build'
  | 'buildHomeCentre'
  | 'buildAmbiguous'
  | 'buildFleetInland'
  | 'mistakenAdjustment'
  | 'civilDisorder'
  | 'waive'
  | 'tooManyAdjustments'
  // games for fewer players (V.5)
  | 'unplayedPower'
  | 'closedProvince';

/** Concepts that only a rule set with the insurrection cites; the others need not name a rule for them. */
export type InsurrectionConcept =
  | 'insurrection'
  | 'insurrectionTarget'
  | 'reviveOrder'
  | 'revivalCentres'
  | 'revivalOccupied'
  | 'revivalUnits'
  | 'revivalFailed'
  | 'insurrectionVictoryPoint'
  | 'startingPosition';

export type RuleSetId = 'alexander' | 'datc' | 'rulebook2008' | 'calsmun';

export interface RuleSet {
  id: RuleSetId;
  title: string;
  policies: Policies;
  cites: Record<Concept, RuleId[]> & Partial<Record<InsurrectionConcept, RuleId[]>>;
  /**
   * Starting units that differ from the map's, per power, in the map's
   * notation (`A bre`); a power listed here starts with exactly these units.
   * Read by `startingPosition` (engine/game/position.ts).
   */
  startingUnits?: Readonly<Partial<Record<Power, readonly string[]>>>;
  /**
   * Only in a game for fewer players (V.5), for the year being played: the
   * powers whose orders count for nothing and the provinces no unit may
   * enter. Filled in by `rulesForYear` (engine/game/variantRules.ts); absent
   * in the seven-player game, so the legality check pays nothing for it.
   */
  variantYear?: VariantYear;
}

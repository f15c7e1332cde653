import type { OutcomeWordId } from './vocabulary';

/**
 * What each of the site's outcome words means, in a sentence or two of our own, and the words other
 * sites use for them: the glossary's text. Apart from vocabulary.ts so that the code that rules a
 * board, loaded on a reader's first touch, does not carry the glossary's prose.
 */
export const OUTCOME_MEANINGS: Readonly<Record<OutcomeWordId, string>> = {
  succeeds: 'The order is carried out: a move ends in the province it was ordered to, a retreat reaches its province.',
  fails: 'A move does not get where it was ordered, and the unit stays where it was. The ruling says why: it was beaten, it ended in a standoff, or its convoy was disrupted.',
  beaten: 'A move fails because it met a greater strength: the unit holding the province, a unit coming the other way, or another move into the same province was stronger. Being beaten is not a standoff.',
  standoff: 'Moves of equal strength meet (two or more into one province, or a move against a unit holding there with the same strength): nobody gets in, nobody is dislodged, and a province nobody held stays empty.',
  holds: 'The unit stays where it is: it was ordered to hold, had no order, or its order could not be carried out.',
  stands: 'The unit is not dislodged. A convoy stands when its fleet stays, so the army can cross.',
  dislodged: 'A stronger move drove the unit out of its province. It must retreat or be disbanded, and its own order (a support, a convoy) no longer counts.',
  given: 'The support is not cut, so it adds one to the strength of the unit it names.',
  cut: 'The supporting unit was attacked from a province other than the one its support is aimed at (or it was dislodged), so its support adds nothing.',
  notMatched: 'A support or convoy names a move or a hold that the unit it names does not make, so it has no effect.',
  disrupted: 'A convoy fails: a fleet on its route was dislodged (or, under some rule sets, a paradox cancels it), so the army does not cross.',
  retreats: 'A dislodged unit moves to a neighbouring province that is empty, was not left empty by a standoff, and is not where its attacker came from.',
  disbanded: 'The unit leaves the board: a dislodged unit with no legal retreat, one ordered to disband, or two units retreating to one province.',
  built: 'A new unit is placed in an empty home supply centre its power controls, in the adjustment phase.',
  removed: 'A power with more units than supply centres takes a unit off the board, by its own order or by the civil-disorder rule.',
  waived: 'A power gives up a build it was allowed.',
  unused: 'A power built fewer units than it was allowed and did not waive the rest: nothing is built for those builds.',
  notFollowed: 'A line is read but not carried out because another counts instead: a second order to the same unit, a set of orders replaced by a later one, or more builds or removals than allowed.',
  illegal: 'The order asks for something the rules do not allow (a move to a province the unit cannot reach, a support it could not give). In a movement phase the unit holds instead; a dislodged unit is disbanded; an illegal build builds nothing.',
  revived: 'CalsMUN only: an eliminated power comes back, its centres paid for by the units that joined the insurrection.',
};

/**
 * Words other sites, judges and rulebooks use for the same things, each with the one word of ours
 * it stands for: the glossary lists them so a reader coming from elsewhere finds ours.
 */
export const OTHER_WORDS: readonly { word: string; where: string; ours: readonly OutcomeWordId[]; note: string }[] = [
  { word: 'bounce', where: 'the 2008 rulebook, the DATC and most sites', ours: ['standoff', 'beaten'], note: 'A move that meets an equal strength is a standoff here; one that meets a greater strength is beaten.' },
  { word: 'void, invalid', where: 'the DATC and judges', ours: ['illegal', 'notMatched'], note: 'An order the rules do not allow is illegal here; a support or convoy that names an order not given is not matched.' },
  { word: 'destroyed', where: 'judges and webDiplomacy', ours: ['disbanded'], note: 'A dislodged unit with nowhere to retreat is disbanded here.' },
  { word: 'NMR (no moves received)', where: 'judges and forums', ours: ['holds'], note: 'A unit given no order holds; in a retreat it is disbanded, and missing builds are left unused.' },
];

/** The listing order of the site's vocabulary page: movement first, then retreats and adjustments. */
export const OUTCOME_WORD_ORDER: readonly OutcomeWordId[] = [
  'succeeds', 'fails', 'beaten', 'standoff', 'holds', 'stands', 'dislodged', 'given', 'cut', 'notMatched', 'disrupted',
  'retreats', 'disbanded', 'built', 'removed', 'waived', 'unused', 'notFollowed', 'illegal', 'revived',
];

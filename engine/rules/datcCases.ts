/**
 * The DATC test cases (chapter 6) that the record checker names beside a difference, with the
 * short titles our case files give them (tests/datc/cases; a test keeps the two in step). Each
 * case has its board on the site, on its section's page: 6.F.16 is /datc/6f/#6-f-16.
 */
export const DATC_CASE_TITLES = {
  '6.A.1': 'Moving to an area that is not a neighbour',
  '6.A.2': 'Move army to sea',
  '6.A.3': 'Move fleet to land',
  '6.A.4': 'Move to own sector',
  '6.A.6': 'Ordering a unit of another country',
  '6.A.7': 'Only armies can be convoyed',
  '6.A.8': 'Support to hold yourself is not possible',
  '6.A.10': 'Support on unreachable destination not possible',
  '6.B.1': 'Moving with unspecified coast when coast is necessary',
  '6.C.1': 'Three army circular movement',
  '6.D.2': 'A move cuts support on hold',
  '6.D.3': 'A move cuts support on move',
  '6.D.7': 'Support to hold on moving unit not allowed',
  '6.D.8': 'Failed convoy cannot receive hold support',
  '6.D.9': 'Support to move on holding unit not allowed',
  '6.D.10': 'Self dislodgment prohibited',
  '6.D.12': 'Supporting a foreign unit to dislodge own unit prohibited',
  '6.D.15': 'Defender cannot cut support for attack on itself',
  '6.D.17': 'Dislodgement cuts supports',
  '6.D.31': 'A tricky impossible support',
  '6.F.1': 'No convoy in coastal areas',
  '6.F.4': 'An attacked convoy is not disrupted',
  '6.F.6': 'Dislodged convoy does not cut support',
  '6.F.14': 'Simple convoy paradox',
  '6.F.16': 'Pandin\'s paradox',
  '6.F.17': 'Pandin\'s extended paradox',
  '6.F.18': 'Betrayal paradox',
  '6.F.19': 'Multi-route convoy disruption paradox',
  '6.F.20': 'Unwanted multi-route convoy paradox',
  '6.F.24': 'Second order paradox with no resolution',
  '6.F.27': 'Two independent paradoxes',
  '6.G.1': 'Two units can swap provinces by convoy',
  '6.G.5': 'Swapping with multiple fleets with one own fleet',
  '6.G.6': 'Swapping with unintended intent',
  '6.G.8': 'Explicit convoy that isn\'t there',
  '6.G.9': 'Swapped or dislodged?',
  '6.G.10': 'Swapped or an head-to-head battle?',
  '6.G.11': 'A convoy to an adjacent province with a paradox',
  '6.G.14': 'Bounce by convoy to adjacent province',
  '6.G.15': 'Bounce and dislodge with double convoy',
  '6.G.19': 'Swapping with intent of unnecessary convoy',
  '6.G.20': 'Explicit convoy to adjacent province disrupted',
  '6.H.1': 'No supports during retreat',
  '6.H.5': 'A unit may not retreat to the area from which it is attacked',
  '6.H.6': 'Unit may not retreat to a contested area',
  '6.H.7': 'Multiple retreat to same area will disband units',
  '6.H.11': 'Retreat when dislodged by adjacent convoy',
  '6.H.12': 'Retreat when dislodged by adjacent convoy while trying to do the same',
  '6.I.1': 'Too many build orders',
  '6.I.2': 'Fleets can not be build in land areas',
  '6.I.3': 'Supply center must be empty for building',
  '6.I.5': 'Building in home supply center that is not owned',
  '6.I.6': 'Building in owned supply center that is not a home supply center',
  '6.I.7': 'Only one build in a home supply center',
  '6.J.1': 'Too many disband orders',
  '6.J.2': 'Removing the same unit twice',
  '6.J.6': 'Civil disorder two fleets with equal distance',
  '6.J.7': 'Civil disorder two fleets and army with equal distance',
  '6.J.3': 'Civil disorder two armies with different distance',
  '6.J.11': 'Civil disorder counting convoying distance',
  '6.J.12': 'Distance to owned supply center',
} as const;

export type DatcCaseId = keyof typeof DATC_CASE_TITLES;

/** A DATC test case as a report names it. */
export interface DatcCase {
  id: DatcCaseId;
  title: string;
}

export function datcCase(id: DatcCaseId): DatcCase {
  return { id, title: DATC_CASE_TITLES[id] };
}

/** The case's board on the site: its section's page, anchored at its id. */
export function datcCaseUrl(id: string): string {
  const [, section] = id.split('.');
  return `/datc/6${section.toLowerCase()}/#${id.toLowerCase().replace(/\./g, '-')}`;
}

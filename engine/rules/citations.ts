/**
 * The one registry of rule ids. Trace steps, outcomes and explanations refer to
 * rules only through these ids; the site turns each into a link.
 * An id is `<source>:<reference>`, e.g. `alexander:IV.5.f`, `datc:4.A.2`.
 */
export interface Citation {
  title: string;
  /** Site path with anchor, e.g. `/rules/iv-orders/#iv-5-f`. */
  url: string;
}

type Source = 'alexander' | 'datc' | 'rulebook2008' | 'calsmun';

const PAGES: Record<Source, Record<string, string>> = {
  alexander: {
    I: '/rules/i-basics/',
    II: '/rules/ii-turns/',
    III: '/rules/iii-phases/',
    IV: '/rules/iv-orders/',
    V: '/rules/v-miscellania/',
    VII: '/rules/vii-variant-rules/',
    notes: '/rules/notes/',
  },
  // Chapter 6: each section has its own page (content/datc/6a.mdx …), see pageFor.
  datc: { '4': '/datc/issues/', '5': '/datc/adjudication/' },
  rulebook2008: { rule: '/rulebook/rules/', diagram: '/rulebook/diagrams/', section: '/rulebook/rules/' },
  calsmun: { page: '/variants/calsmun/' },
};

const TITLES: Record<Source, Record<string, string>> = {
  alexander: {
    'I.1.a': 'Elimination',
    'I.1.b': 'Home supply centres',
    'I.2.e': 'Control of supply centres',
    'I.3.a': 'Inland provinces',
    'I.5': 'Object of the game: 18 supply centres',
    'III.3.a': 'Illegal orders',
    'III.3.b': 'Orders with more than one meaning',
    'III.3.c': 'Badly written orders',
    'III.3.e': 'Unit without orders',
    'III.4': 'Retreat and disband phase',
    'III.4.a': 'Retreat',
    'III.4.b': 'Illegal retreats',
    'III.4.c': 'Retreat orders with more than one meaning',
    'III.4.f': 'Disbanding a dislodged unit',
    'III.5.a': 'Controlling supply centres',
    'III.5.b': 'Adjusting units',
    'III.5.c': 'Disbanding',
    'III.5.d': 'Building',
    'III.5.e': 'Build and disband orders with more than one meaning',
    'III.5.g': 'Mistaken build and disband orders',
    'III.5.h': 'No disband order: civil disorder',
    'III.5.i': 'No build order',
    'III.5.j': 'Too many build or disband orders',
    'IV.1': 'Orders: a player orders only his own units',
    'IV.2': 'Hold',
    'IV.3': 'Move',
    'IV.3.a': 'Army movement',
    'IV.3.b': 'Fleet movement',
    'IV.3.c': 'Provinces with two coasts',
    'IV.3.e': 'Effects of a move',
    'IV.3.f': 'Failed moves',
    'IV.3.h': 'Standoffs',
    'IV.3.i': 'Exchanging places',
    'IV.4.a': 'Defensive support',
    'IV.4.b': 'Offensive support',
    'IV.4.c': 'Effects of support',
    'IV.4.d': 'Cutting support',
    'IV.4.e': 'No cutting your own support',
    'IV.5': 'Convoy',
    'IV.5.a': 'Effects of a convoy',
    'IV.5.b': 'Convoying with several fleets',
    'IV.5.c': 'Disrupting a convoy',
    'IV.5.d': 'Several convoy routes',
    'IV.5.e': 'Convoy and land routes',
    'IV.5.f': 'Resolving paradoxes',
    'IV.5.g': 'Exchanging places with convoys',
    'IV.6.c': 'Resolving the attack',
    'IV.6.d': 'Several attacking units',
    'IV.6.e': 'Winning the attack',
    'IV.6.f': 'Self-dislodgement prohibited',
    'IV.7.a': 'Standoff in an occupied province',
    'IV.7.b': 'Standoff in an unoccupied province',
    'IV.7.c': 'Effect of a dislodgement on a standoff',
    'V.2': 'Civil disorder: a player who gives no orders',
    'V.5': 'Games for two to six players',
    'V.5.a': 'Six players: Italy without a player',
    'V.5.b': 'Five players: Italy and Germany without players',
    'V.5.c': 'Four players',
    'V.5.d': 'Three players',
    'V.5.e': 'Two players: 1914, Italy neutral',
    'V.5.f': 'Centres counted per power, victory per player',
    'VII.3': 'Other ways to end the game',
    'VII.3.a': 'A draw after seven years without a centre gained',
    'VII.3.b': 'A draw after thirty-five years',
    'VII.4': 'Scoring',
    'V.6': 'The Flying Dutchman: a unit that should not be on the board',
    'V.6.c': 'A Flying Dutchman found during order resolution',
    'notes:convoy': 'Notes on the convoy order',
    'notes:support': 'Notes on the support order',
    'notes:illegal': 'Illegal orders and failed moves',
  },
  datc: {
    '4.A.1': 'Multi-route convoy disruption',
    '4.A.2': 'Convoy disruption paradoxes (Szykman rule)',
    '4.A.3': 'Convoying to an adjacent province',
    '4.A.4': 'Support cut on attack on itself via convoy',
    '4.A.5': 'Retreat when dislodged by convoy',
    '4.A.6': 'Convoy path specification',
    '4.A.7': 'Avoiding a head-to-head battle to bounce a unit',
    '4.B.1': 'Omitted coast, two coasts possible',
    '4.B.2': 'Omitted coast, one coast possible',
    '4.B.3': 'Move to an impossible coast',
    '4.B.4': 'Coast in a support order',
    '4.B.7': 'Coast in a build order',
    '4.C.3': 'Build without a unit type',
    '4.C.4': 'Fleet built inland',
    '4.C.2': 'Wrong unit designation',
    '4.D.3': 'Several orders to one unit',
    '4.D.4': 'Too many build orders',
    '4.D.5': 'Several builds in one province',
    '4.D.6': 'Too many disband orders',
    '4.D.7': 'Waiving builds',
    '4.D.8': 'Removing units in civil disorder',
    '4.E.1': 'Illegal orders',
    '5.B.1': 'Move',
    '5.B.2': 'Support',
    '5.B.3': 'Convoy',
    '5.B.4': 'Path',
    '5.B.5': 'Hold strength',
    '5.B.6': 'Prevent strength',
    '5.B.7': 'Defend strength',
    '5.B.8': 'Attack strength',
    '5.B.9': 'Circular movement and paradoxes',
    '6.A': 'Test cases: basic checks',
    '6.B': 'Test cases: coastal issues',
    '6.C': 'Test cases: circular movement',
    '6.D': 'Test cases: supports and dislodges',
    '6.E': 'Test cases: head-to-head battles and beleaguered garrisons',
    '6.F': 'Test cases: convoys',
    '6.G': 'Test cases: convoying to adjacent provinces',
    '6.H': 'Test cases: retreating',
    '6.I': 'Test cases: building',
    '6.J': 'Test cases: civil disorder and disbands',
  },
  rulebook2008: {
    orders: 'Writing orders',
    movement: 'Movement and the map',
    convoy: 'The convoy order',
    'land-and-convoy-routes': 'Land and convoy routes',
    retreats: 'Retreats',
    adjustments: 'Gaining and losing units',
    'civil-disorder': 'Civil disorder',
    object: 'The object of the game',
    'rule-1': 'All units have the same strength',
    'rule-2': 'Only one unit in a province at a time',
    'rule-3': 'Equal strengths stand off',
    'rule-4': 'A standoff does not dislodge',
    'rule-5': 'One unit not moving can stop a chain',
    'rule-6': 'No trading places without a convoy',
    'rule-7': 'Three or more units can rotate',
    'rule-8': 'Support to hold names only the province',
    'rule-9': 'Support must match the move',
    'rule-10': 'A dislodged unit can still stand off elsewhere',
    'rule-11': 'A dislodged unit has no effect where its attacker came from',
    'rule-12': 'No dislodging, or supporting the dislodgement of, your own unit',
    'rule-13': 'Support is cut by an attack from elsewhere',
    'rule-14': 'Support is cut by dislodgement',
    'rule-15': 'A unit being dislodged can still cut support',
    'rule-16': 'Attacking your own unit does not cut support',
    'rule-17': 'Dislodging a needed fleet disrupts the convoy',
    'rule-18': 'A convoyed army that stands off stays home',
    'rule-19': 'Units may trade places by convoy',
    'rule-20': 'Several convoy routes: one open route is enough',
    'rule-21': 'A convoyed army does not cut support against its own needed fleets',
    'rule-22': 'One successful route lets the army cut support against another route',
    'diagram-1': 'Diagram 1',
    'diagram-2': 'Diagram 2',
    'diagram-3': 'Diagram 3',
    'diagram-4': 'Diagram 4',
    'diagram-5': 'Diagram 5',
    'diagram-6': 'Diagram 6',
    'diagram-7': 'Diagram 7',
    'diagram-8': 'Diagram 8',
    'diagram-9': 'Diagram 9',
    'diagram-10': 'Diagram 10',
    'diagram-11': 'Diagram 11',
    'diagram-12': 'Diagram 12',
    'diagram-13': 'Diagram 13',
    'diagram-14': 'Diagram 14',
    'diagram-15': 'Diagram 15',
    'diagram-16': 'Diagram 16',
    'diagram-17': 'Diagram 17',
    'diagram-18': 'Diagram 18',
    'diagram-19': 'Diagram 19',
    'diagram-20': 'Diagram 20',
    'diagram-21': 'Diagram 21',
    'diagram-22': 'Diagram 22',
    'diagram-23': 'Diagram 23',
    'diagram-24': 'Diagram 24',
    'diagram-25': 'Diagram 25',
    'diagram-26': 'Diagram 26',
    'diagram-27': 'Diagram 27',
    'diagram-28': 'Diagram 28',
    'diagram-29': 'Diagram 29',
    'diagram-30': 'Diagram 30',
    'diagram-31': 'Diagram 31',
    'diagram-32': 'Diagram 32',
  },
  // The CalsMUN Historical Committee (seed 003): one page, one anchor per rule the engine applies.
  calsmun: {
    'starting-positions': 'Starting positions: France starts with an army in Brest',
    'losing-your-country': 'Losing your country',
    'insurrection-order': 'The Insurrection order',
    'insurrection-target': 'Only an eliminated power can be revived',
    'revival-orders': 'Orders to revive a country, in order of preference',
    'revival-support': 'Centres restored for two, four or six supporting units',
    'occupied-centres': 'An occupied centre costs an extra unit',
    'revival-units': 'A unit in each restored centre',
    'failed-insurrection': 'An insurrection that fails',
    'insurrection-victory-point': 'A victory point for investing two units',
  },
};

export type RuleId = `${Source}:${string}`;

function anchor(ref: string): string {
  return ref.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function pageFor(source: Source, ref: string): string {
  const pages = PAGES[source];
  if (source === 'alexander') {
    if (ref.startsWith('notes:')) return pages.notes;
    return pages[ref.split('.')[0]];
  }
  if (source === 'calsmun') return pages.page;
  if (source === 'rulebook2008') {
    if (ref.startsWith('diagram-')) return pages.diagram;
    return ref.startsWith('rule-') ? pages.rule : pages.section;
  }
  // DATC test cases: `6.F` and `6.F.16` are on the section's page, /datc/6f/ (anchors #6-f, #6-f-16).
  const section = /^6\.([A-J])\b/.exec(ref);
  if (section) return `/datc/6${section[1].toLowerCase()}/`;
  return pages[ref.split('.')[0]];
}

export const CITATIONS: ReadonlyMap<RuleId, Citation> = new Map(
  (Object.keys(TITLES) as Source[]).flatMap((source) =>
    Object.entries(TITLES[source]).map(([ref, title]): [RuleId, Citation] => [
      `${source}:${ref}`,
      { title, url: `${pageFor(source, ref)}#${anchor(ref)}` },
    ]),
  ),
);

export function citation(id: RuleId): Citation {
  const c = CITATIONS.get(id);
  if (!c) throw new Error(`Unknown rule id ${id}`);
  return c;
}

/**
 * The marks a board can draw, each with its words for the map key (BoardKey.svelte) and the CSS
 * selector that finds it in a board's drawing. The key lists every mark and src/styles/mapkey.css
 * hides, per board, each one the drawing does not hold (`:has(selector)`), so the key follows a
 * live board's redraws without code. `always`: the shared map draws it on every board.
 */
export interface MapMark {
  id: string;
  label: string;
  /** Inside the board's `.bd-view`. */
  selector?: string;
  always?: boolean;
}

export const MAP_MARKS: readonly MapMark[] = [
  { id: 'army', label: 'Army (a block), with its power’s two letters: Fr is France', selector: '.bd-glyph[data-unit*=" A "]' },
  { id: 'fleet', label: 'Fleet (a boat), with its power’s two letters', selector: '.bd-glyph[data-unit*=" F "]' },
  { id: 'centre', label: 'Supply centre', always: true },
  { id: 'home', label: 'Home supply centre: its power builds there', always: true },
  { id: 'owned', label: 'Owned supply centre: the owner’s flag and tint', selector: '.bd-sc-owner' },
  { id: 'move', label: 'Move, in the colour of the power that ordered it', selector: '.bd-move:not(.bd-retreat-move):not(.bd-convoyed)' },
  { id: 'hold', label: 'Hold', selector: '.bd-hold' },
  { id: 'support', label: 'Support: a thin line to the move it supports, or a ring round the unit it holds', selector: '.bd-support' },
  { id: 'convoy', label: 'Convoy: dash-dot, through the fleets that carry the army', selector: '.bd-convoy, .bd-convoyed' },
  { id: 'failed', label: 'Failed: dashed, crossed', selector: '.bd-cross' },
  { id: 'cut', label: 'Support cut: two strokes across it', selector: '.bd-cut-mark' },
  { id: 'dislodged', label: 'Dislodged: dashed outline, pushed aside, must retreat', selector: '.bd-unit.dislodged' },
  { id: 'retreat', label: 'Retreat (dotted), or a place a dislodged unit may go', selector: '.bd-retreat, .bd-retreat-move' },
  { id: 'standoff', label: 'Standoff: no unit moves in', selector: '.bd-standoff' },
  { id: 'build', label: 'Build: a new unit, or a place to build one', selector: '.bd-build, .bd-candidate-build' },
  { id: 'disband', label: 'Disband: the unit is removed, or may be', selector: '.bd-disband, .bd-candidate-disband' },
  { id: 'pick', label: 'A place you can pick', selector: '.bd-candidate:not(.bd-candidate-build):not(.bd-candidate-disband)' },
  { id: 'impassable', label: 'No unit may enter', always: true },
];

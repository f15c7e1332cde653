/**
 * Unit glyphs, centred on (0, 0). An army is a square-ish block, a fleet a hull with a sail:
 * the outlines alone tell them apart, in any colour.
 */
export const UNIT_SIZE = 12;

const s = UNIT_SIZE / 2;
export const ARMY_PATH = `M${-s + 2},${-s}H${s - 2}Q${s},${-s} ${s},${-s + 2}V${s - 2}Q${s},${s} ${s - 2},${s}H${-s + 2}Q${-s},${s} ${-s},${s - 2}V${-s + 2}Q${-s},${-s} ${-s + 2},${-s}Z`;
export const FLEET_PATH = `M${-s - 2},${1}H${s + 2}L${s - 1.5},${s}H${-s + 1.5}Z M${-0.6},${0}V${-s - 1}L${s},${-0.5}Z`;

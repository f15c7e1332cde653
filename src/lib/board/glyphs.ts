/**
 * Unit glyphs, centred on (0, 0). An army is a square-ish block, a fleet a hull with a sail:
 * the outlines alone tell them apart, in any colour. Each holds its power's two-letter code
 * (CODE_Y below), so the hull is tall enough for it.
 */
export const UNIT_SIZE = 12;

const s = UNIT_SIZE / 2;
export const ARMY_PATH = `M${-s + 2},${-s}H${s - 2}Q${s},${-s} ${s},${-s + 2}V${s - 2}Q${s},${s} ${s - 2},${s}H${-s + 2}Q${-s},${s} ${-s},${s - 2}V${-s + 2}Q${-s},${-s} ${-s + 2},${-s}Z`;
export const FLEET_PATH = `M-9,-1.5H9L6,${s}H-6Z M-0.6,-1.5V-8.5L6,-2.5Z`;
/** Where the power's code sits in each glyph, and its font size, in board units before the symbol scale. */
export const CODE = { A: { y: 0.3, size: 6.2 }, F: { y: 2.4, size: 5.4 } } as const;

/**
 * Supply-centre marks, centred on the centre's point, in board units. Shapes no unit has: a ring
 * for any centre, a little house for a home centre (where its power builds), and a flag on a pole
 * for an owned centre, carrying the owner's two-letter code.
 */
export const CENTRE_MARK = 'M3.6,0A3.6,3.6 0 1 1 -3.6,0A3.6,3.6 0 1 1 3.6,0Z';
export const HOME_MARK = 'M0,-5.2L4.6,-1.4V4H-4.6V-1.4Z';
/** The flag's pole runs up from the mark's top; the flag flies to the right of it. */
export const FLAG = { pole: 'M0,-3.4V-14', cloth: 'M0,-14H11.5V-7H0Z', textX: 5.75, textY: -10.3, size: 5.2 } as const;

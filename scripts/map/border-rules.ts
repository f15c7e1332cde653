/**
 * What counts as a drawn border, in board units (the board is 1000 wide). Shared by the
 * geometry test and the tuning script so they always agree.
 */
/** Boundaries closer than this are the same line (output is rounded to 0.1). */
export const BORDER_TOLERANCE = 0.5;
/** An adjacency needs at least this much shared boundary, so a corner touch does not count. */
export const MIN_SHARED = 3;
/** Provinces that are not adjacent may touch at a point, but must not share this much. */
export const STRAY_BORDER = 4;

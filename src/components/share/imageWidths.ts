/** The widths a board image may be made at, in CSS pixels; its PNG has twice as many. */
export const IMAGE_WIDTHS = [800, 1200, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];


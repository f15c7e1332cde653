/**
 * The anchors of a sample game's phases (SampleGame.astro), shared with the table of contents that
 * lists them (src/tableOfContents.ts).
 */

/** A phase's anchor: `Spring 1901 movement` → `spring-1901-movement`. */
export const phaseAnchor = (label: string): string => label.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The id of the phase's heading, as PhaseBoard.astro writes it (`sc-<anchor>-title`). */
export const phaseHeadingId = (label: string): string => `sc-${phaseAnchor(label)}-title`;

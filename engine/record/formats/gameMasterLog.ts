import { seasonLine } from '../phaseNames';
import { splitBySeasonLines } from '../splitBySeasonLines';
import type { TextFormat } from './recordFormat';

/**
 * A game master's log: season lines ("Spring 1901", "S1901M") with each phase's sheet under them.
 * It states results only where it writes one. Other records have season lines too, so a log is
 * taken only when no other format is found.
 */
export const gameMasterLog: TextFormat = {
  id: 'gm-log',
  kind: 'text',
  name: "a game master's log",
  fallback: true,
  conventions: { newestFirst: false, silenceIsSuccess: false, convoyMeansArrival: false },
  startsAt: (lines) => lines.findIndex((l) => seasonLine(l)),
  read: (lines, problems) => ({ phases: splitBySeasonLines(lines, seasonLine, problems) }),
};

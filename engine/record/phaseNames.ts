import type { Phase, Season } from '../game/position';
import type { PhaseId } from './types';

/**
 * Season lines as records write them, read to a phase: `Spring 1901`, `Fall 1901 retreats`,
 * `Winter 1901` (the Fall's adjustments), `S1901M` / `F1901R` / `W1901A` (python-diplomacy and
 * game masters' logs), `Autumn, 1911 Large map:` (webDiplomacy: Autumn is the Fall), and the judges'
 * `Movement results for Spring of 1901.` (`Summer` is their spring retreats).
 */
const SHORT = /^\s*([SFW])\s*(\d{4})\s*([MRAB])\s*:?\s*$/i;
const JUDGE = /^\s*(movement|retreat|adjustment|build)s?\s+results?\s+for\s+(spring|summer|fall|autumn|winter)\s+of\s+(\d{4})\b/i;
const SEASON_LINE = /^\s*(spring|summer|fall|autumn|winter)\s*,?\s*(?:of\s+)?(\d{4})\s*(.*)$/i;

const SEASON_WORDS: Record<string, { season: Season; phase?: Phase }> = {
  spring: { season: 'spring' },
  summer: { season: 'spring', phase: 'retreat' },
  fall: { season: 'fall' },
  autumn: { season: 'fall' },
  winter: { season: 'fall', phase: 'adjustment' },
};

const SEASON_MENTION = new RegExp(`\\b(?:${Object.keys(SEASON_WORDS).join('|')})\\b.*\\b1[89]\\d\\d\\b`, 'i');
const SHORT_MENTION = /\b[SFWU]1[89]\d\d[MRAB]\b/i;

/** A line that names a phase anywhere in it (`Results for Spring 1901`, `S1901M`), not only alone. */
export function mentionsPhase(line: string): boolean {
  return SEASON_MENTION.test(line) || SHORT_MENTION.test(line);
}

function phaseWord(rest: string): Phase | undefined | null {
  const r = rest.toLowerCase();
  if (/\bretreats?\b/.test(r)) return 'retreat';
  if (/\b(adjustments?|builds?|unit-placement)\b/.test(r)) return 'adjustment';
  if (/\b(movements?|moves|orders|diplomacy)\b/.test(r)) return 'movement';
  return undefined;
}

/** The judges' report title, or null. */
export function judgeTitle(line: string): PhaseId | null {
  const m = JUDGE.exec(line);
  if (!m) return null;
  const kind = m[1].toLowerCase();
  const s = SEASON_WORDS[m[2].toLowerCase()];
  const phase: Phase = kind === 'movement' ? 'movement' : kind === 'retreat' ? 'retreat' : 'adjustment';
  return { season: s.season, year: Number(m[3]), phase };
}

/**
 * A line that is only a season (and perhaps its phase, and webDiplomacy's "Large map:"), or null.
 * The rest of the line must be a phase word or nothing, so an order never reads as a season.
 */
export function seasonLine(line: string): PhaseId | null {
  const short = SHORT.exec(line);
  if (short) {
    const season: Season = short[1].toUpperCase() === 'S' ? 'spring' : 'fall';
    const k = short[3].toUpperCase();
    const phase: Phase = k === 'M' ? 'movement' : k === 'R' ? 'retreat' : 'adjustment';
    return { season, year: Number(short[2]), phase: short[1].toUpperCase() === 'W' ? 'adjustment' : phase };
  }
  const m = SEASON_LINE.exec(line);
  if (!m) return null;
  const rest = m[3].replace(/large\s+map\s*:?|small\s+map\s*:?|[:.()\-–—]|phase|turn/gi, ' ').trim();
  const word = phaseWord(rest);
  if (rest && word === undefined) return null;
  const s = SEASON_WORDS[m[1].toLowerCase()];
  return { season: s.season, year: Number(m[2]), phase: s.phase ?? word ?? 'movement' };
}

/** python-diplomacy's phase names: `S1901M`, `F1901R`, `W1901A`; null for `COMPLETED` and the like. */
export function shortPhaseName(name: string): PhaseId | null {
  return SHORT.test(name) ? seasonLine(name) : null;
}

const PHASE_RANK: Record<Phase, number> = { movement: 0, retreat: 1, adjustment: 2 };

/** Game order: a number that grows phase by phase. */
export function phaseRank(p: PhaseId): number {
  return p.year * 10 + (p.season === 'spring' ? 0 : 3) + PHASE_RANK[p.phase];
}

/**
 * "Fall 1901 retreat", as the phase machine labels it (`phaseLabel`). The Fall's adjustments are
 * "Fall 1901 adjustment" here as on every other page, though judges title them "Winter 1901".
 */
export function phaseName(p: PhaseId): string {
  return `${p.season === 'spring' ? 'Spring' : 'Fall'} ${p.year} ${p.phase}`;
}

/**
 * A phase as a game master names it aloud: "Spring 1902", "the Fall 1901 retreats", and "the
 * Winter 1901 adjustments", as judges call the Fall's adjustments.
 */
export function phaseInWords(position: PhaseId): string {
  const season = position.season === 'spring' ? 'Spring' : 'Fall';
  if (position.phase === 'movement') return `${season} ${position.year}`;
  if (position.phase === 'retreat') return `the ${season} ${position.year} retreats`;
  return `the Winter ${position.year} adjustments`;
}

const SHORT_SEASONS: Record<string, string> = { s: 'spring', f: 'fall', w: 'winter', u: 'summer' };
const SEASON_AND_YEAR = /\b(spring|summer|fall|autumn|winter)\b\s*,?\s*(?:of\s+)?\d{4}/i;
const SHORT_NAME = /\b([SFWU])\d{4}[MRAB]\b/i;

/**
 * How the record names a phase's season and year, when its season word is not ours ("Winter of
 * 1901" for "Fall 1901 adjustment", "Autumn, 1901" for "Fall 1901 movement", "W1901A"), so a
 * reader sees that the two are one phase; undefined when the season words are the same.
 */
export function otherSeasonTitle(phase: { name: string; label: string }): string | undefined {
  const long = SEASON_AND_YEAR.exec(phase.label);
  const short = long ? null : SHORT_NAME.exec(phase.label);
  const word = long ? long[1].toLowerCase() : short ? SHORT_SEASONS[short[1].toLowerCase()] : undefined;
  if (!word || phase.name.toLowerCase().startsWith(word)) return undefined;
  return (long ?? short)![0];
}

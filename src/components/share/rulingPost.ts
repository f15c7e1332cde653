/**
 * A ruling as a post for where players argue: plain text laid out like a judge's results, Markdown
 * (Reddit, Discord, GitHub) and BBCode (phpBB forums). Each power's orders with their results, the
 * units dislodged and where they may go, the standoffs and the next phase; every rule cited as a
 * link to its anchor on this site, and a link back to the board. Discord takes 2,000 characters a
 * message: a longer post is split between powers, each part numbered. Pure, so it is tested
 * without a browser and gives the same post everywhere.
 */
import type { RulingJson } from '../../../engine/case/ruling';
import { formatPlace, formatUnitKey } from '../../../engine/orders/format';
import { POWERS } from '../../../engine/map/types';
import { powerName } from '../../../engine/trace/describe';
import { outcomeView } from '../scenario/outcomes';
import type { CiteLink } from '../../lib/cites';

export type PostFormat = 'text' | 'markdown' | 'bbcode';

export const POST_FORMATS: Record<PostFormat | 'discord', string> = {
  text: 'Plain text',
  markdown: 'Markdown',
  discord: 'Discord',
  bbcode: 'BBCode',
};

/** Discord's limit on one message. */
export const DISCORD_LIMIT = 2000;

export interface PostInput {
  json: RulingJson;
  /** The phase ruled: "Spring 1901 movement". */
  phase: string;
  /** "The Alexander Rules". */
  rulesTitle: string;
  /** The board, as an absolute link (`…/sandbox/#v1=…`, `…/sandbox/#case=…`). */
  link: string;
  /** The site's address, so that rule links work off the site (`https://example.org`). */
  origin: string;
  cite: (id: string) => CiteLink;
}

/** One power's part of the post, and the parts every post has. */
interface Sections {
  head: string[];
  powers: { power: string; lines: string[] }[];
  tail: string[];
}

interface Style {
  bold(s: string): string;
  link(label: string, href: string): string;
  /** Text written by players, as it must appear: escaped where the format would act on it. */
  text(s: string): string;
  item(s: string): string;
}

const STYLES: Record<PostFormat, Style> = {
  text: { bold: (s) => s, link: (label, href) => `${label} <${href}>`, text: (s) => s, item: (s) => `  ${s}` },
  markdown: {
    bold: (s) => `**${s}**`,
    link: (label, href) => `[${label}](${href.replace(/[()\s]/g, encodeURIComponent)})`,
    text: (s) => s.replace(/[\\`*_{}[\]<>()#+!|~]/g, '\\$&'),
    item: (s) => `- ${s}`,
  },
  bbcode: {
    bold: (s) => `[b]${s}[/b]`,
    link: (label, href) => `[url=${href}]${label}[/url]`,
    // BBCode has no escape: an opening bracket is written as its entity, which phpBB shows as "[".
    text: (s) => s.replace(/\[/g, '&#91;'),
    item: (s) => `[*]${s}`,
  },
};

function sections(input: PostInput, format: PostFormat): Sections {
  const st = STYLES[format];
  const { json } = input;
  const cites = (ids: readonly string[]) =>
    ids
      .map((id) => input.cite(id))
      .map((c) => (c.href ? st.link(c.label, absolute(input.origin, c.href)) : c.label))
      .join(', ');
  const head = [st.bold(st.text(`${input.phase}, ruled under ${input.rulesTitle}`)), st.link('The board', input.link)];
  const byPower = new Map<string, string[]>();
  for (const o of json.orders) {
    if (o.parse === 'not-an-order') continue;
    const written = o.reading ?? (o.text || (o.unit ? formatUnitKey(o.unit) : ''));
    const word = outcomeView(o.outcome, o.kind).word + (o.dislodged && o.outcome !== 'dislodged' ? ', dislodged' : '');
    // A line not carried out says why: its result alone would not tell a player what to fix.
    const why = o.outcome === 'not-followed' || o.status === 'illegal' ? ` ${o.explanation}` : '';
    const rules = o.rules.length ? ` (${cites(o.rules)})` : '';
    const key = o.power || '';
    byPower.set(key, [...(byPower.get(key) ?? []), st.item(`${st.text(written)}: ${st.text(word)}.${st.text(why)}${rules}`)]);
  }
  const order = [...POWERS, ...[...byPower.keys()].filter((p) => !(POWERS as readonly string[]).includes(p))];
  const powers = order.filter((p) => byPower.has(p)).map((p) => ({ power: p, lines: [st.bold(p ? powerName(p) : 'No power'), ...byPower.get(p)!] }));
  const tail: string[] = [];
  if (json.dislodged.length) {
    tail.push(st.bold('Dislodged'));
    for (const d of json.dislodged) {
      const where = d.retreats.length ? `may retreat to ${d.retreats.map((l) => formatPlace(l)).join(', ')}` : 'no retreat: it is disbanded';
      tail.push(st.item(`${formatUnitKey(d.unit)}, attacked from ${formatPlace(d.from)}${d.convoyed ? ' by convoy' : ''}: ${where}.`));
    }
  }
  if (json.standoffs.length) tail.push(`${st.bold('Standoffs')}: ${json.standoffs.map((p) => formatPlace(p)).join(', ')}.`);
  tail.push(`${st.bold('Next')}: the ${json.phase_next === 'movement' ? 'next movement' : json.phase_next === 'retreat' ? 'retreats' : 'adjustments'}.`);
  return { head, powers, tail };
}

function absolute(origin: string, href: string): string {
  return /^https?:/.test(href) ? href : `${origin}${href}`;
}

/** The list markup a format wraps round a block of items. */
function block(format: PostFormat, lines: readonly string[]): string {
  const [title, ...items] = lines;
  if (format === 'bbcode') return [title, '[list]', ...items, '[/list]'].join('\n');
  return [title, ...items].join('\n');
}

function joined(format: PostFormat, s: Sections): string {
  const tail = format === 'bbcode' ? s.tail.map((l) => l.replace(/^\[\*\]/, '')).join('\n') : s.tail.join('\n');
  return [s.head.join('\n'), ...s.powers.map((p) => block(format, p.lines)), tail].join('\n\n');
}

/** The whole ruling as one post. */
export function rulingPost(input: PostInput, format: PostFormat): string {
  return joined(format, sections(input, format));
}

/**
 * The Markdown post in Discord messages of at most 2,000 characters: one message when it fits;
 * else split between powers (a power's lines stay together unless they alone are too long), each
 * part ending "(1/3)", "(2/3)" and so on.
 */
export function discordParts(input: PostInput, limit = DISCORD_LIMIT): string[] {
  const whole = rulingPost(input, 'markdown');
  if (whole.length <= limit) return [whole];
  const s = sections(input, 'markdown');
  // Room kept for the part's number, " (12/12)".
  const room = limit - 10;
  const blocks = [s.head.join('\n'), ...s.powers.flatMap((p) => fitted(p.lines, room)), s.tail.join('\n')].flatMap((b) => fitted(b.split('\n'), room));
  const parts: string[] = [];
  for (const b of blocks) {
    const last = parts.length - 1;
    if (last >= 0 && parts[last].length + 2 + b.length <= room) parts[last] += `\n\n${b}`;
    else parts.push(b);
  }
  return parts.map((p, i) => `${p}\n(${i + 1}/${parts.length})`);
}

/** Lines joined into blocks no longer than `room`; a single line longer than that is cut. */
function fitted(lines: readonly string[], room: number): string[] {
  const out: string[] = [];
  for (const raw of lines) {
    const line = raw.length > room ? `${raw.slice(0, room - 1)}…` : raw;
    const last = out.length - 1;
    if (last >= 0 && out[last].length + 1 + line.length <= room) out[last] += `\n${line}`;
    else out.push(line);
  }
  return out;
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCase } from '../../engine/case/json/caseInput';
import { rulingJson, type RulingJson } from '../../engine/case/ruling';
import { randomPosition } from '../../engine/explore/generate';
import { mapTables } from '../../engine/explore/mapTables';
import { seeded } from '../../engine/explore/prng';
import { standardMap } from '../../engine/map/standardMap';
import { formatOrder } from '../../engine/orders/format';
import { outcomeView } from '../../src/components/scenario/outcomes';
import { citeLinker } from '../../src/lib/cites';
import { discordParts, DISCORD_LIMIT, rulingPost, type PostFormat, type PostInput } from '../../src/components/share/rulingPost';

/**
 * A ruling as a post (plain text, Markdown, BBCode, Discord's parts): every order of the ruling JSON
 * is a line of the post with its result, every rule cited links to its page's anchor, the board is
 * linked, and no Discord part is longer than 2,000 characters.
 */
const ORIGIN = 'https://rules.example.org';
const cite = citeLinker(new Set(['/rules/iv-orders/', '/rules/iii-phases/', '/rules/v-miscellania/', '/datc/6a/']));

function input(units: string[], orders: string): PostInput {
  const json = rulingJson(readCase(JSON.stringify({ units, orders }), standardMap, 'alexander'), standardMap);
  return { json, phase: 'Spring 1901 movement', rulesTitle: 'The Alexander Rules', link: `${ORIGIN}/sandbox/#v1=abc`, origin: ORIGIN, cite };
}

const BOUNCE = input(['AUS A vie', 'RUS A war', 'AUS F tri', 'ITA A ven', 'ENG F lon'], 'Austria:\nA Vie-Gal\nF Tri-Ven\nRussia:\nA War-Gal\nItaly:\nA Ven H\nEngland:\nF Lon-Par');

/** The lines of the post that say one order's result. */
function orderLines(json: RulingJson): { reading: string; word: string }[] {
  return json.orders.filter((o) => o.parse !== 'not-an-order').map((o) => ({ reading: o.reading ?? o.text, word: outcomeView(o.outcome, o.kind).word }));
}

describe('a ruling as a post', () => {
  for (const format of ['text', 'markdown', 'bbcode'] as PostFormat[]) {
    it(`${format}: each order of the ruling JSON with its result, under its power, the board linked, each rule a link`, () => {
      const post = rulingPost(BOUNCE, format).replace(/\\(.)/g, '$1');
      for (const { reading, word } of orderLines(BOUNCE.json)) expect(post).toMatch(new RegExp(`${escape(reading)}: ${escape(word)}`));
      expect(post).toContain(`${ORIGIN}/sandbox/#v1=abc`);
      expect(post).toContain(`${ORIGIN}/rules/iv-orders/#`);
      for (const power of ['Austria', 'Russia', 'Italy', 'England']) expect(post).toContain(power);
      // The illegal order says why it is not carried out.
      expect(post).toMatch(/F Lon-Par: illegal\. That unit type cannot enter that province/);
    });
  }

  it('each format marks up as it should', () => {
    expect(rulingPost(BOUNCE, 'markdown')).toMatch(/^\*\*Spring 1901 movement, ruled under The Alexander Rules\*\*\n\[The board\]\(https:\/\/rules\.example\.org\/sandbox\/#v1=abc\)/);
    expect(rulingPost(BOUNCE, 'markdown')).toMatch(/\n\*\*Austria\*\*\n- A Vie-Gal: fails\. \(\[Alexander IV\.\d\.\w\]\(https:\/\/rules\.example\.org\/rules\/iv-orders\/#[\w-]+\)/);
    const bb = rulingPost(BOUNCE, 'bbcode');
    expect(bb).toMatch(/\[b\]Austria\[\/b\]\n\[list\]\n\[\*\]A Vie-Gal: fails\./);
    expect(bb).toMatch(/\[url=https:\/\/rules\.example\.org\/rules\/iv-orders\/#[\w-]+\]Alexander IV/);
    expect(rulingPost(BOUNCE, 'text')).toMatch(/\nAustria\n {2}A Vie-Gal: fails\. \(Alexander IV\.\d\.\w <https:\/\/rules\.example\.org\/rules\/iv-orders\/#[\w-]+>/);
  });

  it('writes what players wrote as text, never as markup', () => {
    const post = input(['FRA A par'], 'France:\nA Par-Bur [b]now[/b] **x** <img>');
    expect(rulingPost(post, 'bbcode')).not.toContain('[b]now');
    expect(rulingPost(post, 'markdown')).not.toMatch(/[^\\]\*\*x/);
  });

  it('a post that fits one Discord message is one part; a longer one is split between powers, each part numbered and within the limit', () => {
    expect(discordParts(BOUNCE)).toEqual([rulingPost(BOUNCE, 'markdown')]);
    const parts = discordParts(BOUNCE, 600);
    expect(parts.length).toBeGreaterThan(1);
    parts.forEach((p, i) => {
      expect(p.length).toBeLessThanOrEqual(600);
      expect(p.endsWith(`(${i + 1}/${parts.length})`)).toBe(true);
    });
    // Nothing is lost: every line of the whole post is in one of the parts.
    const all = parts.join('\n');
    for (const line of rulingPost(BOUNCE, 'markdown').split('\n')) if (line) expect(all).toContain(line);
  });

  it('never goes over 2,000 characters a Discord part, on random positions of up to 34 units', () => {
    const tables = mapTables(standardMap);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const phase = randomPosition(tables, seeded(seed), { minUnits: 10, maxUnits: 34 });
        const units = phase.units.map((u) => `${u.power} ${u.type} ${u.loc}`);
        const orders = phase.orders.map((o) => `${o.power}: ${formatOrder(o, { style: 'abbreviated' })}`).join('\n');
        const post = input(units, orders);
        const parts = discordParts(post);
        for (const p of parts) expect(p.length).toBeLessThanOrEqual(DISCORD_LIMIT);
        // Markdown's escapes taken off, the text a reader sees.
        const all = parts.join('\n').replace(/\\(.)/g, '$1');
        for (const { reading } of orderLines(post.json)) expect(all).toContain(reading);
      }),
      { numRuns: 60 },
    );
  });
});

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

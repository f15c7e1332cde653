/**
 * Sandbox links are checked in full before the page uses them: the size once unpacked (counted
 * while inflating, stopped at the cap), the version, and every part of the game, each refusal
 * saying what is wrong and where.
 */
import { createDeflateRaw, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { caseLink, decodeHash, encodeState, MAX_LINK_BYTES } from '../../src/lib/sandbox/shareLink';
import { inflateCapped, LinkTooLargeError } from '../../src/lib/sandbox/linkSize';
import { toBase64url } from '../../src/lib/sandbox/caseLink';
import { startState, stateToJson } from '../../src/lib/sandbox/state';

const v1 = (json: unknown) => `#v1=${toBase64url(deflateRawSync(Buffer.from(JSON.stringify(json))))}`;

/** `mb` megabytes of zeros, deflated as a stream (never a gigabyte in memory). */
async function deflatedZeros(mb: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((ok) => deflate.on('end', ok));
  const zeros = Buffer.alloc(1 << 20);
  for (let i = 0; i < mb; i++) if (!deflate.write(zeros)) await new Promise((ok) => deflate.once('drain', ok));
  deflate.end();
  await ended;
  return Buffer.concat(chunks);
}

async function refusal(hash: string): Promise<string> {
  const d = await decodeHash(hash);
  expect(d.kind, hash.slice(0, 60)).toBe('error');
  return d.kind === 'error' ? d.message : '';
}

describe('the size cap', () => {
  it('inflates up to the cap and refuses one byte more', async () => {
    const exact = new Uint8Array(MAX_LINK_BYTES).fill(97);
    expect((await inflateCapped(deflateRawSync(exact))).length).toBe(MAX_LINK_BYTES);
    await expect(inflateCapped(deflateRawSync(new Uint8Array(MAX_LINK_BYTES + 1)))).rejects.toBeInstanceOf(LinkTooLargeError);
  });

  it('stops inflating the issue\'s link, 1.4 MB that would grow to 1 GB, without reading it all', async () => {
    const bomb = await deflatedZeros(1024);
    expect(toBase64url(bomb).length).toBeGreaterThan(1_300_000);
    const hash = `#v1=${toBase64url(bomb)}`;
    const d = await decodeHash(hash);
    expect(d).toMatchObject({ kind: 'error', tooLarge: true });
    if (d.kind === 'error') expect(d.message).toBe('This link cannot be opened: the link is too large: once unpacked it holds more than 256 KB, the most the sandbox opens.');
    // How long refusing it takes is a figure `npm run bench` prints, not a test: a busy machine would fail it.
  });

  it('refuses a #case= link larger than the cap before decoding it', async () => {
    const input = { units: ['ENG F lon'], orders: 'x'.repeat(MAX_LINK_BYTES) };
    expect(await refusal(caseLink(input))).toMatch(/too large: once unpacked it holds more than 256 KB/);
  });

  it('opens a game whose link is large but under the cap', async () => {
    const s = startState('alexander');
    s.nodes[0].orders = `# notes\n${'England: F Lon-Nth\n'.repeat(10_000)}`;
    const d = await decodeHash(v1(stateToJson(s)));
    expect(d.kind).toBe('state');
  });
});

describe('versions', () => {
  it('reads #v1= and refuses #v0=, #v01= and newer versions', async () => {
    expect((await decodeHash(await encodeState(startState('alexander')))).kind).toBe('state');
    const data = (await encodeState(startState('alexander'))).slice(4);
    expect(await refusal(`#v0=${data}`)).toBe('This link cannot be opened: “#v0=” is not a version the sandbox has ever written (it writes #v1=).');
    expect(await refusal(`#v01=${data}`)).toMatch(/“#v01=” is not a version/);
    expect(await refusal(`#v2=${data}`)).toBe('This link was made by a newer version of the sandbox (#v2=); this page reads #v1=.');
  });
});

describe('what a bad link says', () => {
  const bad: [string, Record<string, unknown>, RegExp][] = [
    ['an army at sea', { units: ['ENG A nth'] }, /^This link cannot be opened: the case: units\[0\]: an army cannot stand in North Sea \("ENG A nth"\)\.$/],
    ['a fleet inland', { units: ['GER F mun'] }, /units\[0\]: a fleet cannot stand in Munich \("GER F mun"\)/],
    ['an unknown province', { units: ['ENG A xyz'] }, /units\[0\]: unknown province "xyz" in "ENG A xyz"/],
    ['two units in one province', { units: ['ENG A lon', 'FRA F lon'] }, /units\[1\]: a second unit in "lon" \(the first is units\[0\]\)/],
    ['a garbled unit', { units: ['England army London'] }, /units\.0: a unit is written "POW T loc"/],
    ['forty copies of one unit', { units: Array(40).fill('ENG A lon') }, /units\[1\]: a second unit in "lon".*units\[3\]: a second unit in "lon".*; and 36 more problems\.$/],
    ['an unknown rule set', { rules: 'constructor', units: ['ENG F lon'] }, /the case: rules: “constructor” is not a rule set \(known: alexander, datc, rulebook2008, calsmun\)/],
    ['an unknown variant', { variant: 'toString', units: ['ENG F lon'] }, /the case: variant: “toString” is not a game for fewer players/],
    ['a toss without the two-player game', { toss: 'entente', units: ['ENG F lon'] }, /the case: toss: a coin toss belongs to the two-player variant/],
    ['orders that are not text', { units: ['ENG F lon'], orders: 7 }, /the case: orders: Expected string, received number/],
    ['a centre that is not one', { units: ['ENG F lon'], centres: { nth: 'ENG' } }, /centres\.nth: "nth" is not a supply centre/],
  ];
  for (const [what, input, message] of bad) {
    it(`#case= with ${what}`, async () => {
      expect(await refusal(caseLink(input))).toMatch(message);
    });
  }

  it('#v1= with a bad position names the phase and the unit', async () => {
    const json = stateToJson(startState('alexander'));
    (json.nodes[0].position as { units: string[] }).units[3] = 'ENG A nth';
    expect(await refusal(v1(json))).toMatch(/^This link cannot be opened: phase 1: .*units\[\d+\]: an army cannot stand in North Sea/);
  });

  it('#v1= with an unknown rule set, variant, or shown phase out of range', async () => {
    const json = stateToJson(startState('alexander'));
    expect(await refusal(v1({ ...json, rules: '__proto__' }))).toMatch(/rules: Invalid enum value/);
    expect(await refusal(v1({ ...json, variant: 'eight' }))).toMatch(/variant: Invalid enum value/);
    expect(await refusal(v1({ ...json, at: 4 }))).toMatch(/at: phase 5 of 1/);
  });

  it('damaged data: not base64url, not deflate, not JSON', async () => {
    expect(await refusal('#v1=***')).toMatch(/characters that base64url does not use/);
    expect(await refusal('#v1=AAAA')).toMatch(/damaged or cut short/);
    expect(await refusal(`#v1=${toBase64url(deflateRawSync(Buffer.from('{not json')))}`)).toMatch(/the link is not valid JSON once unpacked/);
    expect(await refusal('#case=e30')).toMatch(/the case: units: Required/);
  });

  it('a good case opens, with its rule set', async () => {
    const d = await decodeHash(caseLink({ rules: 'datc', units: ['ENG F lon', 'FRA F eng'], orders: 'England:\nF Lon-Eng' }));
    expect(d.kind).toBe('case');
    if (d.kind === 'case') expect(d.state.rules).toBe('datc');
  });
});

import { readFileSync } from 'node:fs';
import { knownDifferencesIn, type KnownDifferences } from '../record/otherEngines/knownDifferences';
import { parsePeerData } from '../record/otherEngines/peerRulings';

/**
 * The other engines' known differences, for the check command: read from the project's
 * content/peers/ (two folders above this file, and above the built command). A copy of the engine
 * without that folder checks records all the same, without naming engines.
 */
export function readKnownDifferences(dir: URL = new URL('../../content/peers/', import.meta.url)): KnownDifferences | undefined {
  let rulings: string;
  let differences: string;
  try {
    rulings = readFileSync(new URL('datc-rulings.json', dir), 'utf8');
    differences = readFileSync(new URL('differences.yaml', dir), 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
  return knownDifferencesIn(parsePeerData(rulings, differences));
}

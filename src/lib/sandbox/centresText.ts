import type { GameMap } from '../../../engine/map/gameMap';
import { POWER_NAMES, POWERS, provinceOf, type Power } from '../../../engine/map/types';

/** Supply centres as the Position tab writes them: one line per power, "France: bre, mar, par". */
export function centresText(centres: Readonly<Record<string, Power>>): string {
  return POWERS.filter((p) => Object.values(centres).includes(p))
    .map((p) => `${POWER_NAMES[p]}: ${Object.keys(centres).filter((c) => centres[c] === p).sort().join(', ')}`)
    .join('\n');
}

/**
 * The Position tab's centres read back: each line a power's name (or code), a colon and its
 * centres by any name the map knows. Every line at fault is named, and then nothing is read.
 */
export function readCentresText(text: string, map: GameMap): { centres: Record<string, Power> } | { problems: string[] } {
  const centres: Record<string, Power> = {};
  const problems: string[] = [];
  text.split('\n').forEach((line, i) => {
    if (!line.trim()) return;
    const m = /^\s*([A-Za-z]+)\s*:\s*(.*)$/.exec(line);
    const power = m ? POWERS.find((p) => POWER_NAMES[p].toLowerCase() === m[1].toLowerCase() || p === m[1].toUpperCase()) : undefined;
    if (!m || !power) {
      problems.push(`Line ${i + 1}: start with a power's name and a colon, e.g. “France: Par, Mar”.`);
      return;
    }
    for (const name of m[2].split(/[,\s]+/).filter(Boolean)) {
      const loc = map.lookup(name);
      const id = loc ? provinceOf(loc) : undefined;
      if (!id || !map.province(id)?.supplyCentre) problems.push(`Line ${i + 1}: “${name}” is not a supply centre.`);
      else centres[id] = power;
    }
  });
  return problems.length ? { problems } : { centres };
}

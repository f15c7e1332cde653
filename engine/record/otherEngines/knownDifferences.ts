/**
 * What the record check says of a difference that a site's own engine is known to rule its way:
 * from the other engines' DATC data (content/peers/, read by the site's build and by the check
 * command), by record format, the DATC cases where that format's engine differs, in our sentence.
 */
import type { Policies } from '../../rules/ruleSet';
import { CHOICE_POLICIES } from './choicePolicies';
import { ENGINE_IDS, type EngineId, type PeerDifferences, type PeerRulings } from './peerRulings';

/** Where each engine is used, and its name as a player knows it. */
export const ENGINE_INFO: Record<EngineId, { name: string; usedBy: string }> = {
  godip: { name: 'godip', usedBy: 'the judge of Diplicity and Droidippy' },
  mila: { name: 'python-diplomacy', usedBy: 'the engine of research bots (MILA, DipNet) and of games run with its Python package' },
  'js-diplomacy': { name: 'js-diplomacy', usedBy: 'a TypeScript library on npm' },
  webdiplomacy: { name: 'webDiplomacy', usedBy: 'the webDiplomacy.net site' },
};

/** A record format whose site's engine is in the data: webDiplomacy's archives, python-diplomacy's saved games. */
export const FORMAT_ENGINE = { webdiplomacy: 'webdiplomacy', 'python-diplomacy': 'mila' } as const satisfies Record<string, EngineId>;

export interface KnownDifference {
  engine: string;
  says: string;
  choice?: { title: string; link: string };
}

/**
 * For the record check: by record format, the DATC cases where that format's engine is known to
 * differ from the DATC, with our sentence. A difference whose case is listed is said to be that
 * engine's known way, not a slip of the record.
 */
export function knownDifferencesIn(data: { rulings: PeerRulings; differences: PeerDifferences }): KnownDifferences {
  const out = {} as Record<keyof typeof FORMAT_ENGINE, Record<string, KnownDifference>>;
  for (const [format, e] of Object.entries(FORMAT_ENGINE) as [keyof typeof FORMAT_ENGINE, EngineId][]) {
    out[format] = {};
    for (const [id, said] of Object.entries(data.differences.engines[e] ?? {})) {
      if (data.rulings.cases[id]?.engines[e]?.agrees !== false) continue;
      const choice = said.choice ? data.differences.choices[said.choice] : undefined;
      // A record's position is not the case's: the choice's general sentence fits it, the case's own sentence names the case's provinces.
      const says = choice ? choice.says : `On the DATC's position, it ${said.says.charAt(0).toLowerCase()}${said.says.slice(1)}`;
      out[format][id] = { engine: ENGINE_INFO[e].name, says, ...(choice ? { choice: { title: choice.title, link: choice.link } } : {}) };
    }
  }
  return out;
}

/** By record format, by DATC case id. */
export type KnownDifferences = Partial<Record<string, Record<string, KnownDifference>>>;

/** The first of a difference's DATC cases that the record's engine is known to rule its own way. */
export function knownDifferenceFor(known: KnownDifferences | undefined, format: string, caseIds: readonly string[]): (KnownDifference & { id: string }) | undefined {
  const table = known?.[format];
  const id = table ? caseIds.find((x) => table[x]) : undefined;
  return id && table ? { id, ...table[id]! } : undefined;
}

/** A rule choice some engines make that is one of our policies: a sheet ruled with it switched shows what they would rule. */
export interface EngineWay {
  /** The engines' names, in the data's order: `godip, python-diplomacy and webDiplomacy`. */
  engines: string[];
  /** The DATC case that shows the choice. */
  caseId: string;
  title: string;
  says: string;
  link: string;
  policies: Partial<Policies>;
}

/** Each choice of CHOICE_POLICIES with the engines the data shows making it. */
export function engineWaysIn(data: { rulings: PeerRulings; differences: PeerDifferences }): EngineWay[] {
  return Object.entries(CHOICE_POLICIES).flatMap(([choiceId, policies]) => {
    const choice = data.differences.choices[choiceId];
    const made = ENGINE_IDS.flatMap((e) =>
      Object.entries(data.differences.engines[e] ?? {})
        .filter(([id, said]) => said.choice === choiceId && data.rulings.cases[id]?.engines[e]?.agrees === false)
        .map(([id]) => ({ e, id })),
    );
    if (!choice || made.length === 0) return [];
    return [{ engines: [...new Set(made.map((m) => ENGINE_INFO[m.e].name))], caseId: made[0]!.id, title: choice.title, says: choice.says, link: choice.link, policies }];
  });
}

import type { GameMap } from '../map/gameMap';
import { POWER_NAMES, provinceOf, splitLoc, type Loc, type Power, type ProvinceId, type Unit, type UnitType } from '../map/types';
import { describePlace, formatPlace } from './format';
import { COAST_NAMES, type Directive } from './lexicon';
import type { Phase } from './types';
import type { Degree, DiagnosticCode, LineReason, Severity } from './parseTypes';
import type { PlaceSyntax, OrderSyntax, UnitSyntax } from './syntax';
import type { Span } from './tokens';
import type { GameOrder, MoveOrder, RevivalSite, SupportOrder } from './types';

/**
 * Seed 004's four degrees. Given the shape of a line (`syntax.ts`) and the
 * position, decide which unit (or home centre) the order is for, what it
 * means, and how mangled it is:
 * - un-assignable: no unit of the player (or home centre, for a build) fits;
 * - ambiguous: two meanings, or none; the candidates are listed;
 * - badly written: one meaning, found with the unit's geography (never with
 *   the presence of other units), and every correction is reported;
 * - well written: nothing needed correcting.
 * Legality is judged afterwards and does not change the degree.
 */
export interface ClassifyContext {
  map: GameMap;
  phase: Phase;
  /** The power the text (prefix, heading) or the caller says gives the order. */
  power?: Power;
  unitAt(p: ProvinceId): Unit | undefined;
  /** Retreat phase: the dislodged unit in a province. */
  dislodgedAt(p: ProvinceId): Unit | undefined;
  adjustment(power: Power): { builds: number; removals: number };
  /** The rule set's reading of a fleet build in an inland centre. */
  inlandFleetBuild: 'read-as-army' | 'illegal';
}

export interface Note {
  code: DiagnosticCode;
  severity: Severity;
  span: Span;
  message: string;
}

export interface Reading {
  power?: Power;
  order?: GameOrder;
  degree: Degree;
  /** Every meaning found; one for a readable order. */
  meanings: GameOrder[];
  notes: Note[];
  /** For un-assignable lines. */
  unassignable?: LineReason;
  /** For ambiguous lines: the coast was all that was missing (Alexander IV.3.c). */
  coastOnly?: boolean;
}

/** Corrections: a note of this severity makes the order badly written. */
const CORRECTION: Severity = 'warning';
const MAX_MEANINGS = 12;

export function classify(sx: OrderSyntax, ctx: ClassifyContext): Reading {
  const { map, phase } = ctx;
  const notes: Note[] = [];
  const add = (list: Note[], code: DiagnosticCode, severity: Severity, span: Span, message: string) => list.push({ code, severity, span, message });
  const name = (loc: Loc) => describePlace(loc, map);
  const names = (ids: readonly string[]) => orList(ids.map((id) => formatPlace(id, 'full', map)));
  let forcedAmbiguous = false;
  let coastOnly = false;
  const power = sx.power?.power ?? ctx.power;
  /** The owner of the unit or home centre found, when the text named no power. */
  let owner: Power | undefined;

  for (const issue of sx.issues) {
    const t = issue.text;
    switch (issue.code) {
      case 'unknown-directive':
        forcedAmbiguous = true;
        add(notes, 'unknown-directive', 'error', issue.span, `“${t}” is not an order: use - (move), S (support), C (convoy) or H (hold).`);
        break;
      case 'missing-destination':
        forcedAmbiguous = true;
        add(notes, 'missing-destination', 'error', issue.span, 'The order does not say where the unit goes.');
        break;
      case 'missing-target':
        forcedAmbiguous = true;
        add(
          notes,
          'missing-target',
          'error',
          issue.span,
          sx.verb === 'insurrection'
            ? 'The order does not say which eliminated power the insurrection is for, e.g. “F Lon I Russia”.'
            : sx.verb === 'revive'
              ? 'The revival order lists no home centre, e.g. “Russia: revive Moscow, Warsaw”.'
              : `The order does not say which unit it ${sx.verb === 'convoy' ? 'convoys' : 'supports'}.`,
        );
        break;
      case 'unknown-power':
        forcedAmbiguous = true;
        add(notes, 'unknown-power', 'error', issue.span, `“${t}” is not a power: say which eliminated power the insurrection is for, e.g. “F Lon I Russia”.`);
        break;
      case 'extra-place':
        forcedAmbiguous = true;
        add(notes, 'extra-place', 'error', issue.span, `“${t}” is one province too many: the order cannot say which is meant.`);
        break;
      case 'several-directives': {
        const ds = issue.directives ?? [];
        const last = sx.verb as Directive;
        add(notes, 'several-directives', CORRECTION, issue.span, `Several directives (${[...new Set(ds)].join(', ')}); the last one, ${last}, is used.`);
        break;
      }
      case 'misspelt-directive':
        add(notes, 'misspelt-directive', CORRECTION, issue.span, `“${t}” read as ${issue.directives?.[0] ?? 'a directive'}.`);
        break;
      case 'missing-directive':
        add(notes, 'missing-directive', CORRECTION, issue.span, `No directive before ${t}; read as a ${phase === 'retreat' ? 'retreat' : 'move'} there.`);
        break;
      case 'extra-words':
        add(notes, 'extra-words', CORRECTION, issue.span, `“${t}” means nothing in an order and is ignored.`);
        break;
      case 'remark':
        add(notes, 'remark', 'info', issue.span, `“${t}” is taken as a remark and ignored.`);
        break;
      case 'no-unit':
        break;
    }
  }

  const result = (degree: Degree, orders: GameOrder[], extra: Partial<Reading> = {}): Reading => {
    const meanings = dedupe(orders).slice(0, MAX_MEANINGS);
    const r: Reading = { degree, meanings, notes, ...extra };
    const p = power ?? owner ?? meanings[0]?.power;
    if (p) r.power = p;
    if (degree !== 'ambiguous' && meanings.length === 1) r.order = meanings[0];
    if (coastOnly && degree === 'ambiguous') r.coastOnly = true;
    return r;
  };
  const unassignable = (reason: LineReason, code: DiagnosticCode, span: Span, message: string, phantom: GameOrder[] = []): Reading => {
    add(notes, code, 'error', span, message);
    return result('un-assignable', phantom.length === 1 ? phantom : [], { unassignable: reason });
  };
  const finish = (orders: GameOrder[]): Reading => {
    const unique = dedupe(orders);
    if (forcedAmbiguous || unique.length !== 1) {
      if (!notes.some((n) => n.severity === 'error')) add(notes, 'unknown-directive', 'error', sx.verbSpan ?? wholeSpan(), 'The order has no meaning that can be followed.');
      // A lone reading of a line that is missing something would be a guess, not a meaning.
      return result('ambiguous', forcedAmbiguous && unique.length === 1 ? [] : unique);
    }
    return result(notes.some((n) => n.severity === CORRECTION) ? 'badly-written' : 'well-written', unique);
  };
  const wholeSpan = (): Span => sx.unit?.place.span ?? sx.power?.span ?? { start: 1, end: 1 };

  if (sx.revive?.power && sx.revive.misspelt) add(notes, 'misspelt-name', CORRECTION, sx.revive.span, `“${sx.revive.text}” read as ${POWER_NAMES[sx.revive.power]}.`);

  // --- CalsMUN's revive order: no unit, a power and its home centres.
  if (sx.verb === 'revive') return readRevive();

  // --- WAIVE: no unit, only a power.
  if (sx.verb === 'waive') {
    if (!power) return unassignable('no-power', 'no-power', sx.verbSpan ?? wholeSpan(), 'Say whose build is waived, e.g. “England: WAIVE”.');
    return finish([{ kind: 'waive', power }]);
  }

  const unitSx = sx.unit;
  if (!unitSx) {
    const span = sx.issues.find((i) => i.code === 'no-unit')?.span ?? wholeSpan();
    return unassignable('no-such-unit', 'no-unit', span, 'No unit or province could be read here, so the order cannot be given to any unit.');
  }
  const place = unitSx.place;
  if (!place.match) {
    const what = sx.verb === 'build' ? 'nothing can be built there' : 'the order cannot be given to any unit';
    return unassignable(sx.verb === 'build' ? 'not-home-centre' : 'no-such-unit', 'unknown-province', place.span, `“${place.text}” is not a province on this map, so ${what}.`);
  }
  const ids = place.match.ids.filter((id) => map.province(id) !== undefined);
  if (ids.length === 0) return unassignable('no-such-unit', 'impassable', place.span, `${name(place.match.ids[0])} is impassable: no unit stands there.`);

  const unitFor = (id: ProvinceId) => (phase === 'retreat' ? ctx.dislodgedAt(id) ?? ctx.unitAt(id) : ctx.unitAt(id));

  // --- What the line names: a home centre (build) or a unit.
  let intent: 'build' | 'unit' = sx.verb === 'build' ? 'build' : 'unit';
  let bareRemoval = false;
  if (phase === 'adjustment' && sx.verb === 'none' && sx.stops.length === 0) {
    // "A Budapest" in adjustments: a build if the power builds, a removal if it removes (seed 004).
    const only = ids.length === 1 ? ids[0] : undefined;
    const who = power ?? (only ? unitFor(only)?.power ?? map.province(only)?.home : undefined);
    if (!who) return unassignable('no-such-unit', 'no-unit', place.span, `There is no unit in ${names(ids)} and no power has a home centre there.`);
    owner = who;
    const adj = ctx.adjustment(who);
    if (adj.builds > 0) {
      intent = 'build';
      add(notes, 'bare-unit', CORRECTION, place.span, `No directive: ${POWER_NAMES[who]} is building, so this is read as a build.`);
    } else if (adj.removals > 0) {
      bareRemoval = true;
      add(notes, 'bare-unit', CORRECTION, place.span, `No directive: ${POWER_NAMES[who]} must remove units, so this is read as a removal.`);
    } else {
      add(notes, 'bare-unit', 'error', place.span, `No directive, and ${POWER_NAMES[who]} neither builds nor removes: build or removal?`);
      const type = unitSx.type ?? (only ? unitFor(only)?.type : undefined);
      const guesses: GameOrder[] = [];
      if (only && type) {
        guesses.push({ kind: 'build', power: who, unit: type, at: only });
        guesses.push({ kind: 'disband', power: who, unit: type, at: unitFor(only)?.loc ?? only });
      }
      forcedAmbiguous = true;
      return finish(guesses);
    }
  }

  if (intent === 'build') return readBuild();

  // --- A unit order: find the player's unit.
  const mine = ids.filter((id) => {
    const u = unitFor(id);
    return u !== undefined && (power === undefined || u.power === power);
  });
  if (mine.length === 0) {
    const phantom: GameOrder[] = [];
    if (power && unitSx.type && ids.length === 1) {
      // Say what the order would have been, for the reader; it is still ignored.
      const ghost: Unit = { power, type: unitSx.type, loc: ghostLoc(ids[0], unitSx) };
      phantom.push(...readUnitOrder(ghost, power, []));
    }
    if (ids.length === 1) {
      const u = unitFor(ids[0]);
      if (u && power) {
        return unassignable('foreign-unit', 'foreign-unit', place.span, `The ${unitNoun(u.type)} in ${name(ids[0])} belongs to ${POWER_NAMES[u.power]}; ${POWER_NAMES[power]} cannot order it.`, phantom);
      }
      return unassignable('no-such-unit', 'no-unit', place.span, `${power ? `${POWER_NAMES[power]} has` : 'There is'} no unit in ${name(ids[0])}.`, phantom);
    }
    return unassignable('no-such-unit', 'no-unit', place.span, `${power ? `${POWER_NAMES[power]} has` : 'There is'} no unit in ${names(ids)}.`);
  }
  if (mine.length > 1) {
    owner = power ?? unitFor(mine[0])!.power;
    add(notes, 'ambiguous-name', 'error', place.span, `“${place.text}” could be ${names(mine)}, and there is a unit in each.`);
    forcedAmbiguous = true;
    return finish(mine.flatMap((id) => readUnitOrder(unitFor(id)!, power ?? unitFor(id)!.power, [])));
  }
  const unit = unitFor(mine[0])!;
  owner = unit.power;
  nameNote(place, mine[0], ids, power ? `where ${POWER_NAMES[power]} has a unit` : 'with a unit in it');
  typeNotes(unitSx, unit);
  return finish(readUnitOrder(unit, power ?? unit.power, notes));

  // --- Pieces ---------------------------------------------------------------

  function ghostLoc(id: ProvinceId, u: UnitSyntax): Loc {
    const c = u.place.coast?.coast;
    return c && u.type === 'F' && map.coasts(id).includes(c) ? `${id}/${c}` : id;
  }

  /** Report how a name that was not written exactly was read. */
  function nameNote(p: PlaceSyntax, chosen: ProvinceId, candidates: readonly ProvinceId[], because: string): void {
    const how = p.match?.how;
    if (how === 'exact' || how === undefined) return;
    const why = candidates.length > 1 ? ` (the only one of ${names(candidates)} ${because})` : '';
    add(notes, how === 'fuzzy' ? 'misspelt-name' : 'partial-name', CORRECTION, p.span, `“${p.text}” read as ${name(chosen)}${why}.`);
  }

  /** The ordered unit's type and coast as written, against the unit that is there. */
  function typeNotes(u: UnitSyntax, actual: Unit): void {
    const where = name(provinceOf(actual.loc));
    const noun = unitNoun(actual.type);
    if (!u.type && !u.typeWord) {
      add(notes, 'unit-type-missing', CORRECTION, u.place.span, `No unit type given; read as the ${noun} in ${where}.`);
    } else if (!u.type && u.typeWord) {
      add(notes, 'unit-type-unknown', CORRECTION, u.typeWord.span, `“${u.typeWord.text}” is not a unit type (A or F); read as the ${noun} in ${where}.`);
    } else if (u.type !== actual.type) {
      add(notes, 'unit-type-wrong', CORRECTION, u.typeWord?.span ?? u.place.span, `There is ${article(actual.type)} in ${where}, not ${article(u.type!)}; the order is read for the ${noun}.`);
    } else if (u.typeWord?.misspelt) {
      add(notes, 'unit-type-misspelt', CORRECTION, u.typeWord.span, `“${u.typeWord.text}” read as ${u.type === 'A' ? 'army' : 'fleet'}.`);
    }
    const c = u.place.coast;
    if (c && actual.loc !== `${provinceOf(actual.loc)}/${c.coast}`) {
      add(notes, 'coast-ignored', 'info', c.span, actual.type === 'A' ? 'An army stands in the whole province; the coast is ignored.' : `The fleet is on the ${COAST_NAMES[splitLoc(actual.loc).coast!] ?? 'coast'}; the coast written is ignored.`);
    }
  }

  /** Candidate provinces for a place, narrowed by `near` when the name fits several. */
  function resolvePlace(p: PlaceSyntax, near: (id: ProvinceId) => boolean, list: Note[], because: string): ProvinceId[] {
    if (!p.match) {
      add(list, 'unknown-province', 'error', p.span, `“${p.text}” is not a province on this map.`);
      return [];
    }
    const cands = p.match.ids;
    if (cands.length === 1) {
      if (list === notes) nameNote(p, cands[0], cands, because);
      return [...cands];
    }
    const close = cands.filter(near);
    if (close.length === 1) {
      if (list === notes) nameNote(p, close[0], cands, because);
      return close;
    }
    const options = close.length > 0 ? close : [...cands];
    add(list, 'ambiguous-name', 'error', p.span, `“${p.text}” could be ${names(options)}.`);
    return options;
  }

  function reaches(u: Unit, id: ProvinceId): boolean {
    return map.province(id) !== undefined && map.canOccupy(u.type, id) && map.canMove(u.type, u.loc, id) && provinceOf(u.loc) !== id;
  }

  function readUnitOrder(u: Unit, who: Power, list: Note[]): GameOrder[] {
    const base = { power: who, unit: u.type, at: u.loc };
    let verb = sx.verb;
    if (bareRemoval) verb = 'disband';
    switch (verb) {
      case 'hold':
        return [{ kind: 'hold', ...base }];
      case 'disband':
        return [{ kind: 'disband', ...base }];
      case 'insurrection':
        return sx.revive?.power ? [{ kind: 'insurrection', ...base, revive: sx.revive.power }] : [];
      case 'build':
        return [];
      case 'unknown':
        return [];
      case 'support':
        return readSupport(u, base, list);
      case 'convoy':
        return readConvoy(u, base, list);
      case 'move':
      case 'retreat':
        return readMove(u, base, verb === 'retreat' || phase === 'retreat' ? 'retreat' : 'move', list);
      case 'none':
        if (sx.stops.length > 0) return readMove(u, base, phase === 'retreat' ? 'retreat' : 'move', list);
        if (phase === 'retreat') {
          if (list === notes) add(list, 'bare-unit', CORRECTION, unitSx!.place.span, 'No directive: with no retreat given, read as a disband.');
          return [{ kind: 'disband', ...base }];
        }
        if (list === notes) add(list, 'bare-unit', CORRECTION, unitSx!.place.span, 'No directive; read as a hold.');
        return [{ kind: 'hold', ...base }];
    }
    return [];
  }

  function readMove(u: Unit, base: { power: Power; unit: UnitType; at: Loc }, kind: 'move' | 'retreat', list: Note[]): GameOrder[] {
    const stops = sx.stops;
    if (stops.length === 0) return [];
    const destSx = stops[stops.length - 1];
    const routeSx = stops.slice(0, -1);
    const dests = resolvePlace(destSx, (id) => reaches(u, id), list, `that the ${unitNoun(u.type)} in ${name(provinceOf(u.loc))} can reach`);
    const locs = dests.flatMap((id) => moveLocs(destSx, id, u, list));
    let route: ProvinceId[] | undefined;
    if (routeSx.length > 0) {
      if (kind === 'retreat') {
        add(list, 'extra-place', 'error', routeSx[0].span, 'A retreat is one step: which province is meant?');
        forcedAmbiguous = true;
        return [];
      }
      route = [];
      for (const r of routeSx) {
        const seas = resolvePlace(r, (id) => map.province(id)?.kind === 'sea', list, 'that is a sea');
        if (seas.length !== 1) {
          forcedAmbiguous = true;
          return [];
        }
        route.push(seas[0]);
      }
    }
    let via = sx.viaConvoy === true;
    if (via && (u.type === 'F' || kind === 'retreat')) {
      if (list === notes) add(list, 'extra-words', 'info', sx.viaSpan ?? destSx.span, kind === 'retreat' ? 'A retreat is never convoyed; “via convoy” is ignored.' : 'Fleets are not convoyed; “via convoy” is ignored.');
      via = false;
    }
    return locs.map((to): GameOrder => {
      if (kind === 'retreat') return { kind: 'retreat', ...base, to };
      const o: MoveOrder = { kind: 'move', ...base, to };
      if (via) o.viaConvoy = true;
      if (route && route.length > 0) o.route = route;
      return o;
    });
  }

  /** Where a move lands: armies ignore coasts; a fleet's missing coast is inferred when only one can be reached. */
  function moveLocs(p: PlaceSyntax, id: ProvinceId, u: Unit, list: Note[]): Loc[] {
    const coasts = map.province(id) ? map.coasts(id) : [];
    const c = p.coast;
    if (u.type === 'A' || coasts.length === 0) {
      if (c && list === notes) add(list, 'coast-ignored', 'info', c.span, u.type === 'A' ? 'Armies do not use coasts; the coast is ignored.' : `${name(id)} has only one coast; the coast is ignored.`);
      return [id];
    }
    if (c && coasts.includes(c.coast)) return [`${id}/${c.coast}`];
    if (c) add(list, 'coast-unknown', CORRECTION, c.span, `${name(id)} has no ${COAST_NAMES[c.coast]}; the coast is read as not given.`);
    const reachable = coasts.filter((k) => map.canMove('F', u.loc, `${id}/${k}`));
    if (reachable.length === 1) {
      add(list, 'coast-inferred', CORRECTION, c?.span ?? p.span, `Only the ${COAST_NAMES[reachable[0]]} of ${name(id)} can be reached from ${name(provinceOf(u.loc))}; read as ${name(`${id}/${reachable[0]}`)}.`);
      return [`${id}/${reachable[0]}`];
    }
    if (reachable.length === 0) return [id];
    add(list, 'coast-needed', 'error', c?.span ?? p.span, `The fleet can reach both coasts of ${name(id)}; say which: ${orList(reachable.map((k) => `“${formatPlace(`${id}/${k}`, 'abbreviated', map)}”`))}.`);
    coastOnly = true;
    return reachable.map((k) => `${id}/${k}`);
  }

  function targetTypeNote(t: UnitSyntax, list: Note[], convoy: boolean): UnitType | undefined {
    if (list !== notes) return t.type;
    if (!t.type && t.typeWord) add(list, 'unit-type-unknown', CORRECTION, t.typeWord.span, `“${t.typeWord.text}” is not a unit type (A or F).`);
    else if (!t.type) add(list, 'target-type-missing', CORRECTION, t.place.span, `The ${convoy ? 'convoyed' : 'supported'} unit's type is not given.`);
    else if (convoy && t.type === 'F') add(list, 'convoyed-fleet', CORRECTION, t.typeWord?.span ?? t.place.span, 'Only armies are convoyed; read as an army.');
    if (t.place.coast) add(list, 'coast-ignored', 'info', t.place.coast.span, `The ${convoy ? 'convoyed' : 'supported'} unit is named by its province; the coast is ignored.`);
    return t.type;
  }

  function readSupport(u: Unit, base: { power: Power; unit: UnitType; at: Loc }, list: Note[]): GameOrder[] {
    const t = sx.target;
    if (!t) return [];
    const near = (id: ProvinceId) => reaches(u, id) || neighbours(map, id).some((n) => reaches(u, n));
    const targets = resolvePlace(t.place, near, list, 'close enough to be supported from here');
    const type = targetTypeNote(t, list, false);
    let tos: (Loc | undefined)[] = [undefined];
    if (sx.stops.length > 0) {
      const d = sx.stops[0];
      const dests = resolvePlace(d, (id) => reaches(u, id), list, `that the ${unitNoun(u.type)} in ${name(provinceOf(u.loc))} can reach`);
      tos = dests.map((id) => {
        const c = d.coast;
        if (c && map.province(id) && map.coasts(id).includes(c.coast)) return `${id}/${c.coast}`;
        if (c && list === notes) add(list, 'coast-ignored', 'info', c.span, `${name(id)} has no ${COAST_NAMES[c.coast]}; the coast is ignored.`);
        return id;
      });
    }
    return targets.flatMap((at) =>
      tos.map((to): GameOrder => {
        const o: SupportOrder = { kind: 'support', ...base, target: type ? { unit: type, at } : { at } };
        if (to !== undefined) o.to = to;
        return o;
      }),
    );
  }

  function readConvoy(u: Unit, base: { power: Power; unit: UnitType; at: Loc }, list: Note[]): GameOrder[] {
    const t = sx.target;
    if (!t || sx.stops.length === 0) return [];
    const here = provinceOf(u.loc);
    const coastal = (id: ProvinceId) => map.province(id)?.kind === 'coast';
    const armies = resolvePlace(t.place, (id) => coastal(id) && map.adjacentSeas(id).includes(here), list, `on the shore of ${name(here)}`);
    targetTypeNote(t, list, true);
    const d = sx.stops[0];
    const dests = resolvePlace(d, coastal, list, 'where an army can land');
    if (d.coast && list === notes) add(list, 'coast-ignored', 'info', d.coast.span, 'A convoyed army lands in the whole province; the coast is ignored.');
    return armies.flatMap((army) => dests.map((to): GameOrder => ({ kind: 'convoy', ...base, army, to })));
  }

  /**
   * CalsMUN's revive order: the power (written, or the one whose home centres
   * are listed) and each centre with its unit, an army unless a fleet is
   * written (rules/calsmun.ts, decision 4). Whether the list is possible is
   * legality's question; here only what it says.
   */
  function readRevive(): Reading {
    const sites = sx.sites ?? [];
    let who = power;
    if (!who) {
      const homes = new Set(sites.map((s) => (s.place.match?.ids.length === 1 ? map.province(s.place.match.ids[0])?.home : undefined)));
      const only = homes.size === 1 ? [...homes][0] : undefined;
      if (only) owner = who = only;
    }
    if (!who) return unassignable('no-power', 'no-power', sx.verbSpan ?? wholeSpan(), 'Say which power revives, e.g. “Russia: revive Moscow, Warsaw”.');
    const reviver = who;
    let nameAmbiguous = false;
    const options = sites.map((s): RevivalSite[] => {
      const home = (id: ProvinceId) => map.province(id)?.home === reviver && map.province(id)?.supplyCentre === true;
      const ids = resolvePlace(s.place, home, notes, `that is a home centre of ${POWER_NAMES[reviver]}`);
      if (ids.length > 1) nameAmbiguous = true;
      return ids.flatMap((id) => siteOptions(s, id));
    });
    if (options.some((o) => o.length === 0)) forcedAmbiguous = true;
    if (nameAmbiguous) coastOnly = false;
    // Every combination, the first entry varying slowest; enough to list what the line could mean.
    let lists: RevivalSite[][] = [[]];
    for (const o of options) {
      lists = lists.flatMap((l) => o.map((site) => [...l, site])).slice(0, MAX_MEANINGS);
      if (lists.length === 0) break;
    }
    return finish(sites.length === 0 || forcedAmbiguous ? [] : lists.map((centres): GameOrder => ({ kind: 'revive', power: reviver, centres })));

    function siteOptions(s: UnitSyntax, id: ProvinceId): RevivalSite[] {
      const p = map.province(id);
      if (!p) return [{ unit: s.type ?? 'A', at: id }];
      let unit: UnitType = s.type ?? 'A';
      if (!s.type && s.typeWord) add(notes, 'unit-type-unknown', CORRECTION, s.typeWord.span, `“${s.typeWord.text}” is not a unit type (A or F); read as an army, as when no type is written.`);
      else if (s.typeWord?.misspelt) add(notes, 'unit-type-misspelt', CORRECTION, s.typeWord.span, `“${s.typeWord.text}” read as ${unit === 'A' ? 'army' : 'fleet'}.`);
      if (unit === 'F' && p.kind === 'land' && ctx.inlandFleetBuild === 'read-as-army') {
        unit = 'A';
        add(notes, 'build-type-inferred', CORRECTION, s.typeWord?.span ?? s.place.span, `A fleet cannot stand in ${p.name}, an inland province; read as an army.`);
      }
      const c = s.place.coast;
      const coasts = map.coasts(id);
      if (unit === 'A' || coasts.length === 0) {
        if (c) add(notes, 'coast-ignored', 'info', c.span, unit === 'A' ? 'An army stands in the whole province; the coast is ignored.' : `${p.name} has only one coast; the coast is ignored.`);
        return [{ unit, at: id }];
      }
      if (c && coasts.includes(c.coast)) return [{ unit, at: `${id}/${c.coast}` }];
      if (c) add(notes, 'coast-unknown', CORRECTION, c.span, `${p.name} has no ${COAST_NAMES[c.coast]}; the coast is read as not given.`);
      add(notes, 'coast-needed', 'error', c?.span ?? s.place.span, `Say which coast of ${p.name} the fleet is placed on: ${orList(coasts.map((k) => `“${formatPlace(`${id}/${k}`, 'abbreviated', map)}”`))}.`);
      coastOnly = !nameAmbiguous;
      return coasts.map((k) => ({ unit, at: `${id}/${k}` }));
    }
  }

  function readBuild(): Reading {
    const u = unitSx!;
    const homeOf = (id: ProvinceId) => map.province(id)?.home;
    const sites = ids.filter((id) => map.province(id)?.supplyCentre && homeOf(id) !== undefined && (power === undefined || homeOf(id) === power));
    if (sites.length === 0) {
      const only = ids.length === 1 ? map.province(ids[0]) : undefined;
      const phantom: GameOrder[] = power && u.type && only ? [{ kind: 'build', power, unit: u.type, at: ghostLoc(only.id, u) }] : [];
      let message: string;
      if (!only) message = `None of ${names(ids)} is ${power ? `a home centre of ${POWER_NAMES[power]}` : 'a home centre'}.`;
      else if (!only.supplyCentre) message = `${only.name} is not a supply centre; units are built only in home centres.`;
      else if (!only.home) message = `${only.name} is not a home centre of any power; units are built only in home centres.`;
      else message = `${only.name} is a home centre of ${POWER_NAMES[only.home]}, not of ${POWER_NAMES[power!]}.`;
      return unassignable('not-home-centre', 'not-home-centre', u.place.span, message, phantom);
    }
    if (sites.length > 1) {
      add(notes, 'ambiguous-name', 'error', u.place.span, `“${u.place.text}” could be ${names(sites)}.`);
      forcedAmbiguous = true;
      return finish(sites.flatMap((s) => buildsAt(s, [])));
    }
    nameNote(u.place, sites[0], ids, 'where a unit can be built');
    return finish(buildsAt(sites[0], notes));

    function buildsAt(site: ProvinceId, list: Note[]): GameOrder[] {
      const p = map.province(site)!;
      const who = power ?? p.home!;
      let types: UnitType[];
      // A fleet written for an inland centre: seed 004 reads an army; the DATC (4.C.4) keeps the fleet, which is illegal.
      const fleetAsArmy = ctx.inlandFleetBuild === 'read-as-army';
      if (p.kind === 'land' && (u.type !== 'F' || fleetAsArmy)) {
        types = ['A'];
        if (u.type === 'F') add(list, 'build-type-inferred', CORRECTION, u.typeWord?.span ?? u.place.span, `A fleet cannot be built in ${p.name}, an inland province; read as an army.`);
        else if (!u.type) add(list, 'build-type-inferred', CORRECTION, u.typeWord?.span ?? u.place.span, `${u.typeWord ? `“${u.typeWord.text}” is not a unit type, but` : 'No unit type given, but'} ${p.name} is inland: read as an army.`);
      } else if (u.type) {
        types = [u.type];
        if (u.typeWord?.misspelt) add(list, 'unit-type-misspelt', CORRECTION, u.typeWord.span, `“${u.typeWord.text}” read as ${u.type === 'A' ? 'army' : 'fleet'}.`);
      } else {
        types = ['A', 'F'];
        add(list, 'build-type-needed', 'error', u.typeWord?.span ?? u.place.span, `Say army (A) or fleet (F): ${p.name} is on the coast, so either can be built.`);
      }
      const c = u.place.coast;
      const coasts = map.coasts(site);
      return types.flatMap((type): GameOrder[] => {
        if (type === 'A' || coasts.length === 0) {
          if (c && list === notes && (type === 'A' || coasts.length === 0)) add(list, 'coast-ignored', 'info', c.span, 'The coast is ignored for this build.');
          return [{ kind: 'build', power: who, unit: type, at: site }];
        }
        if (c && coasts.includes(c.coast)) return [{ kind: 'build', power: who, unit: 'F', at: `${site}/${c.coast}` }];
        add(list, 'coast-needed', 'error', c?.span ?? u.place.span, `Say which coast of ${p.name} the fleet is built on: ${orList(coasts.map((k) => `“${formatPlace(`${site}/${k}`, 'abbreviated', map)}”`))}.`);
        if (types.length === 1) coastOnly = true;
        return coasts.map((k): GameOrder => ({ kind: 'build', power: who, unit: 'F', at: `${site}/${k}` }));
      });
    }
  }
}

/** Provinces bordering this one for either unit type. */
function neighbours(map: GameMap, id: ProvinceId): ProvinceId[] {
  const out = new Set<ProvinceId>();
  if (!map.province(id)) return [];
  for (const n of map.moves('A', id)) out.add(provinceOf(n));
  for (const l of map.locs(id)) for (const n of map.moves('F', l)) out.add(provinceOf(n));
  return [...out];
}

function unitNoun(type: UnitType): string {
  return type === 'A' ? 'army' : 'fleet';
}

function article(type: UnitType): string {
  return type === 'A' ? 'an army' : 'a fleet';
}

function orList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

function dedupe(orders: readonly GameOrder[]): GameOrder[] {
  const seen = new Set<string>();
  return orders.filter((o) => {
    const k = JSON.stringify(o);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

import type { GameMap } from '../map/gameMap';
import { POWER_NAMES, provinceOf, splitLoc, type Loc, type Power, type ProvinceId, type Unit, type UnitType } from '../map/types';
import { describePlace, formatPlace } from './format';
import { COAST_NAMES, type Directive } from './lexicon';
import type { Phase } from './types';
import type { Degree, DiagnosticCode, LineReason, Severity } from './parseTypes';
import type { PlaceSyntax, OrderSyntax, UnitSyntax } from './syntax';
import type { Span } from './tokens';
import type { GameOrder, MoveOrder, RevivalSite } from './types';

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
  /** The unit the line orders, whenever it is certain, even when what it is ordered to do is not. */
  unit?: Unit;
  /** For un-assignable lines. */
  unassignable?: LineReason;
  /** For ambiguous lines: the coast was all that was missing (Alexander IV.3.c). */
  coastOnly?: boolean;
}

/** Corrections: a note of this severity makes the order badly written. */
const CORRECTION: Severity = 'warning';
const MAX_MEANINGS = 12;

export function classify(sx: OrderSyntax, ctx: ClassifyContext): Reading {
  return new Classifier(sx, ctx).read();
}

/** One line's reading; what the pieces share is kept on the instance, so no function is created per line. */
class Classifier {
  private readonly map: GameMap;
  private readonly phase: Phase;
  private readonly notes: Note[] = [];
  private forcedAmbiguous = false;
  private coastOnly = false;
  /** The power the line or the caller names. */
  private readonly power: Power | undefined;
  /** The owner of the unit or home centre found, when the text named no power. */
  private owner: Power | undefined;
  /** Adjustments: a bare unit read as a removal. */
  private bareRemoval = false;
  /** Revival lists: a centre's name fits several provinces. */
  private nameAmbiguous = false;
  /** The unit the line orders, once it is certain. */
  private unit: Unit | undefined;

  constructor(
    private readonly sx: OrderSyntax,
    private readonly ctx: ClassifyContext,
  ) {
    this.map = ctx.map;
    this.phase = ctx.phase;
    this.power = sx.power?.power ?? ctx.power;
  }

  read(): Reading {
    for (const issue of this.sx.issues) {
      const t = issue.text;
      switch (issue.code) {
        case 'unknown-directive':
          this.forcedAmbiguous = true;
          this.add(this.notes, 'unknown-directive', 'error', issue.span, `“${t}” is not an order: use - (move), S (support), C (convoy) or H (hold).`);
          break;
        case 'missing-destination':
          this.forcedAmbiguous = true;
          this.add(this.notes, 'missing-destination', 'error', issue.span, 'The order does not say where the unit goes.');
          break;
        case 'missing-target':
          this.forcedAmbiguous = true;
          this.add(
            this.notes,
            'missing-target',
            'error',
            issue.span,
            this.sx.verb === 'insurrection'
              ? 'The order does not say which eliminated power the insurrection is for, e.g. “F Lon I Russia”.'
              : this.sx.verb === 'revive'
                ? 'The revival order lists no home centre, e.g. “Russia: revive Moscow, Warsaw”.'
                : `The order does not say which unit it ${this.sx.verb === 'convoy' ? 'convoys' : 'supports'}.`,
          );
          break;
        case 'unknown-power':
          this.forcedAmbiguous = true;
          this.add(this.notes, 'unknown-power', 'error', issue.span, `“${t}” is not a power: say which eliminated power the insurrection is for, e.g. “F Lon I Russia”.`);
          break;
        case 'extra-place':
          this.forcedAmbiguous = true;
          this.add(this.notes, 'extra-place', 'error', issue.span, `“${t}” is one province too many: the order cannot say which is meant.`);
          break;
        case 'several-directives': {
          const ds = issue.directives ?? [];
          const last = this.sx.verb as Directive;
          this.add(this.notes, 'several-directives', CORRECTION, issue.span, `Several directives (${[...new Set(ds)].join(', ')}); the last one, ${last}, is used.`);
          break;
        }
        case 'misspelt-directive':
          this.add(this.notes, 'misspelt-directive', CORRECTION, issue.span, `“${t}” read as ${issue.directives?.[0] ?? 'a directive'}.`);
          break;
        case 'missing-directive':
          this.add(this.notes, 'missing-directive', CORRECTION, issue.span, `No directive before ${t}; read as a ${this.phase === 'retreat' ? 'retreat' : 'move'} there.`);
          break;
        case 'extra-words':
          this.add(this.notes, 'extra-words', CORRECTION, issue.span, `“${t}” means nothing in an order and is ignored.`);
          break;
        case 'unexplained-words':
          this.forcedAmbiguous = true;
          this.add(this.notes, 'unexplained-words', 'error', issue.span, `“${t}” would mean something in an order, but no reading of the line explains it: the order is not followed rather than read without it.`);
          break;
        case 'remark':
          this.add(this.notes, 'remark', 'info', issue.span, `“${t}” is taken as a remark and ignored.`);
          break;
        case 'no-unit':
          break;
      }
    }


    if (this.sx.revive?.power && this.sx.revive.misspelt) this.add(this.notes, 'misspelt-name', CORRECTION, this.sx.revive.span, `“${this.sx.revive.text}” read as ${POWER_NAMES[this.sx.revive.power]}.`);

    // --- CalsMUN's revive order: no unit, a power and its home centres.
    if (this.sx.verb === 'revive') return this.readRevive();

    // --- WAIVE: no unit, only a power.
    if (this.sx.verb === 'waive') {
      if (!this.power) return this.unassignable('no-power', 'no-power', this.sx.verbSpan ?? this.wholeSpan(), 'Say whose build is waived, e.g. “England: WAIVE”.');
      return this.finish([{ kind: 'waive', power: this.power }]);
    }

    const unitSx = this.sx.unit;
    if (!unitSx) {
      const span = this.sx.issues.find((i) => i.code === 'no-unit')?.span ?? this.wholeSpan();
      return this.unassignable('no-such-unit', 'no-unit', span, 'No unit or province could be read here, so the order cannot be given to any unit.');
    }
    const place = unitSx.place;
    if (!place.match) {
      const what = this.sx.verb === 'build' ? 'nothing can be built there' : 'the order cannot be given to any unit';
      return this.unassignable(this.sx.verb === 'build' ? 'not-home-centre' : 'no-such-unit', 'unknown-province', place.span, `“${place.text}” is not a province on this map, so ${what}.`);
    }
    const ids = place.match.ids.filter((id) => this.map.province(id) !== undefined);
    if (ids.length === 0) return this.unassignable('no-such-unit', 'impassable', place.span, `${this.name(place.match.ids[0])} is impassable: no unit stands there.`);


    // --- What the line names: a home centre (build) or a unit.
    let intent: 'build' | 'unit' = this.sx.verb === 'build' ? 'build' : 'unit';
    if (this.phase === 'adjustment' && this.sx.verb === 'none' && this.sx.stops.length === 0) {
      // "A Budapest" in adjustments: a build if the power builds, a removal if it removes (seed 004).
      const only = ids.length === 1 ? ids[0] : undefined;
      const who = this.power ?? (only ? this.unitFor(only)?.power ?? this.map.province(only)?.home : undefined);
      if (!who) return this.unassignable('no-such-unit', 'no-unit', place.span, `There is no unit in ${this.names(ids)} and no power has a home centre there.`);
      this.owner = who;
      const adj = this.ctx.adjustment(who);
      if (adj.builds > 0) {
        intent = 'build';
        this.add(this.notes, 'bare-unit', CORRECTION, place.span, `No directive: ${POWER_NAMES[who]} is building, so this is read as a build.`);
      } else if (adj.removals > 0) {
        this.bareRemoval = true;
        this.add(this.notes, 'bare-unit', CORRECTION, place.span, `No directive: ${POWER_NAMES[who]} must remove units, so this is read as a removal.`);
      } else {
        this.add(this.notes, 'bare-unit', 'error', place.span, `No directive, and ${POWER_NAMES[who]} neither builds nor removes: build or removal?`);
        const type = unitSx.type ?? (only ? this.unitFor(only)?.type : undefined);
        const guesses: GameOrder[] = [];
        if (only && type) {
          guesses.push({ kind: 'build', power: who, unit: type, at: only });
          guesses.push({ kind: 'disband', power: who, unit: type, at: this.unitFor(only)?.loc ?? only });
        }
        this.forcedAmbiguous = true;
        return this.finish(guesses);
      }
    }

    if (intent === 'build') return this.readBuild(ids);

    // --- A unit order: find the player's unit.
    const mine = ids.filter((id) => {
      const u = this.unitFor(id);
      return u !== undefined && (this.power === undefined || u.power === this.power);
    });
    if (mine.length === 0) {
      const phantom: GameOrder[] = [];
      if (this.power && unitSx.type && ids.length === 1) {
        // Say what the order would have been, for the reader; it is still ignored.
        const ghost: Unit = { power: this.power, type: unitSx.type, loc: this.ghostLoc(ids[0], unitSx) };
        phantom.push(...this.readUnitOrder(ghost, this.power, []));
      }
      if (ids.length === 1) {
        const u = this.unitFor(ids[0]);
        if (u && this.power) {
          return this.unassignable('foreign-unit', 'foreign-unit', place.span, `The ${unitNoun(u.type)} in ${this.name(ids[0])} belongs to ${POWER_NAMES[u.power]}; ${POWER_NAMES[this.power]} cannot order it.`, phantom);
        }
        return this.unassignable('no-such-unit', 'no-unit', place.span, `${this.power ? `${POWER_NAMES[this.power]} has` : 'There is'} no unit in ${this.name(ids[0])}.`, phantom);
      }
      return this.unassignable('no-such-unit', 'no-unit', place.span, `${this.power ? `${POWER_NAMES[this.power]} has` : 'There is'} no unit in ${this.names(ids)}.`);
    }
    if (mine.length > 1) {
      this.owner = this.power ?? this.unitFor(mine[0])!.power;
      this.add(this.notes, 'ambiguous-name', 'error', place.span, `“${place.text}” could be ${this.names(mine)}, and there is a unit in each.`);
      this.forcedAmbiguous = true;
      return this.finish(mine.flatMap((id) => this.readUnitOrder(this.unitFor(id)!, this.power ?? this.unitFor(id)!.power, [])));
    }
    const unit = this.unitFor(mine[0])!;
    this.owner = unit.power;
    this.unit = unit;
    this.nameNote(place, mine[0], ids, () => this.power ? `where ${POWER_NAMES[this.power]} has a unit` : 'with a unit in it');
    this.typeNotes(unitSx, unit);
    return this.finish(this.readUnitOrder(unit, this.power ?? unit.power, this.notes));

  }

  private add(list: Note[], code: DiagnosticCode, severity: Severity, span: Span, message: string): void {
    list.push({ code, severity, span, message });
  }

  private name(loc: Loc): string {
    return describePlace(loc, this.map);
  }

  private names(ids: readonly string[], joiner: 'or' | 'and' = 'or'): string {
    return orList(ids.map((id) => formatPlace(id, 'full', this.map)), joiner);
  }

  private result(degree: Degree, orders: GameOrder[], extra: Partial<Reading> = {}): Reading {
    const meanings = dedupe(orders).slice(0, MAX_MEANINGS);
    const r: Reading = { degree, meanings, notes: this.notes, ...extra };
    const p = this.power ?? this.owner ?? meanings[0]?.power;
    if (p) r.power = p;
    if (this.unit) r.unit = this.unit;
    if (degree !== 'ambiguous' && meanings.length === 1) r.order = meanings[0];
    if (this.coastOnly && degree === 'ambiguous') r.coastOnly = true;
    return r;
  }

  private unassignable(reason: LineReason, code: DiagnosticCode, span: Span, message: string, phantom: GameOrder[] = []): Reading {
    this.add(this.notes, code, 'error', span, message);
    return this.result('un-assignable', phantom.length === 1 ? phantom : [], { unassignable: reason });
  }

  private finish(orders: GameOrder[]): Reading {
    const unique = dedupe(orders);
    if (this.forcedAmbiguous || unique.length !== 1) {
      if (!this.notes.some((n) => n.severity === 'error')) this.add(this.notes, 'unknown-directive', 'error', this.sx.verbSpan ?? this.wholeSpan(), 'The order has no meaning that can be followed.');
      // A lone reading of a line that is missing something would be a guess, not a meaning.
      return this.result('ambiguous', this.forcedAmbiguous && unique.length === 1 ? [] : unique);
    }
    return this.result(this.notes.some((n) => n.severity === CORRECTION) ? 'badly-written' : 'well-written', unique);
  }

  private wholeSpan(): Span {
    return this.sx.unit?.place.span ?? this.sx.power?.span ?? { start: 1, end: 1 };
  }

  private unitFor(id: ProvinceId): Unit | undefined {
    return (this.phase === 'retreat' ? this.ctx.dislodgedAt(id) ?? this.ctx.unitAt(id) : this.ctx.unitAt(id));
  }


  private ghostLoc(id: ProvinceId, u: UnitSyntax): Loc {
    const c = u.place.coast?.coast;
    return c && u.type === 'F' && this.map.coasts(id).includes(c) ? `${id}/${c}` : id;
  }

  /** Report how a name that was not written exactly was read. */
  private nameNote(p: PlaceSyntax, chosen: ProvinceId, candidates: readonly ProvinceId[], because: () => string): void {
    const how = p.match?.how;
    if (how === 'exact' || how === undefined) return;
    const why = candidates.length > 1 ? ` (the only one of ${this.names(candidates)} ${because()})` : '';
    this.add(this.notes, how === 'fuzzy' ? 'misspelt-name' : 'partial-name', CORRECTION, p.span, `“${p.text}” read as ${this.name(chosen)}${why}.`);
  }

  /** The ordered unit's type and coast as written, against the unit that is there. */
  private typeNotes(u: UnitSyntax, actual: Unit): void {
    // Most orders name their unit exactly: the words below are only made for a note.
    if (!u.type && !u.typeWord) {
      if (!this.sx.unitTypeOmitted) this.add(this.notes, 'unit-type-missing', CORRECTION, u.place.span, `No unit type given; read as the ${unitNoun(actual.type)} in ${this.name(provinceOf(actual.loc))}.`);
    } else if (!u.type && u.typeWord) {
      this.add(this.notes, 'unit-type-unknown', CORRECTION, u.typeWord.span, `“${u.typeWord.text}” is not a unit type (A or F); read as the ${unitNoun(actual.type)} in ${this.name(provinceOf(actual.loc))}.`);
    } else if (u.type !== actual.type) {
      this.add(this.notes, 'unit-type-wrong', CORRECTION, u.typeWord?.span ?? u.place.span, `There is ${article(actual.type)} in ${this.name(provinceOf(actual.loc))}, not ${article(u.type!)}; the order is read for the ${unitNoun(actual.type)}.`);
    } else if (u.typeWord?.misspelt) {
      this.add(this.notes, 'unit-type-misspelt', CORRECTION, u.typeWord.span, `“${u.typeWord.text}” read as ${u.type === 'A' ? 'army' : 'fleet'}.`);
    }
    const c = u.place.coast;
    if (c && actual.loc !== `${provinceOf(actual.loc)}/${c.coast}`) {
      this.add(this.notes, 'coast-ignored', 'info', c.span, actual.type === 'A' ? 'An army stands in the whole province; the coast is ignored.' : `The fleet is on the ${COAST_NAMES[splitLoc(actual.loc).coast!] ?? 'coast'}; the coast written is ignored.`);
    }
  }

  /** Candidate provinces for a place, narrowed by `near` when the name fits several. */
  private resolvePlace(p: PlaceSyntax, near: (id: ProvinceId) => boolean, list: Note[], because: () => string): ProvinceId[] {
    if (!p.match) {
      this.add(list, 'unknown-province', 'error', p.span, `“${p.text}” is not a province on this map.`);
      return [];
    }
    const cands = p.match.ids;
    if (cands.length === 1) {
      if (list === this.notes) this.nameNote(p, cands[0], cands, because);
      return [...cands];
    }
    const close = cands.filter(near);
    if (close.length === 1) {
      if (list === this.notes) this.nameNote(p, close[0], cands, because);
      return close;
    }
    const options = close.length > 0 ? close : [...cands];
    // "F Edi - Nor": say why Norway, which most players mean, is not among the meanings.
    const left = close.length > 0 ? cands.filter((id) => !close.includes(id)) : [];
    const others = left.length > 0 ? ` Also so named, but not one ${because()}: ${this.names(left, 'and')}.` : '';
    this.add(list, 'ambiguous-name', 'error', p.span, `“${p.text}” could be ${this.names(options)}.${others}`);
    return options;
  }

  private reaches(u: Unit, id: ProvinceId): boolean {
    return this.map.province(id) !== undefined && this.map.canOccupy(u.type, id) && this.map.canMove(u.type, u.loc, id) && provinceOf(u.loc) !== id;
  }

  private readUnitOrder(u: Unit, who: Power, list: Note[]): GameOrder[] {
    // Orders are literals with their fields written out, not spreads of `base`: a spread is slower to build (the fast path does the same).
    const base = { power: who, unit: u.type, at: u.loc };
    let verb = this.sx.verb;
    if (this.bareRemoval) verb = 'disband';
    switch (verb) {
      case 'hold':
        return [{ kind: 'hold', power: base.power, unit: base.unit, at: base.at }];
      case 'disband':
        return [{ kind: 'disband', power: base.power, unit: base.unit, at: base.at }];
      case 'insurrection':
        return this.sx.revive?.power ? [{ kind: 'insurrection', power: base.power, unit: base.unit, at: base.at, revive: this.sx.revive.power }] : [];
      case 'build':
        return [];
      case 'unknown':
        return [];
      case 'support':
        return this.readSupport(u, base, list);
      case 'convoy':
        return this.readConvoy(u, base, list);
      case 'move':
      case 'retreat':
        return this.readMove(u, base, verb === 'retreat' || this.phase === 'retreat' ? 'retreat' : 'move', list);
      case 'none':
        if (this.sx.stops.length > 0) return this.readMove(u, base, this.phase === 'retreat' ? 'retreat' : 'move', list);
        if (this.phase === 'retreat') {
          if (list === this.notes) this.add(list, 'bare-unit', CORRECTION, this.sx.unit!.place.span, 'No directive: with no retreat given, read as a disband.');
          return [{ kind: 'disband', power: base.power, unit: base.unit, at: base.at }];
        }
        if (list === this.notes) this.add(list, 'bare-unit', CORRECTION, this.sx.unit!.place.span, 'No directive; read as a hold.');
        return [{ kind: 'hold', power: base.power, unit: base.unit, at: base.at }];
    }
    return [];
  }

  private readMove(u: Unit, base: { power: Power; unit: UnitType; at: Loc }, kind: 'move' | 'retreat', list: Note[]): GameOrder[] {
    const stops = this.sx.stops;
    if (stops.length === 0) return [];
    const destSx = stops[stops.length - 1];
    const routeSx = stops.slice(0, -1);
    const dests = this.resolvePlace(destSx, (id) => this.reaches(u, id), list, () => `that the ${unitNoun(u.type)} in ${this.name(provinceOf(u.loc))} can reach`);
    const locs = dests.flatMap((id) => this.moveLocs(destSx, id, u, list));
    let route: ProvinceId[] | undefined;
    if (routeSx.length > 0) {
      if (kind === 'retreat') {
        this.add(list, 'extra-place', 'error', routeSx[0].span, 'A retreat is one step: which province is meant?');
        this.forcedAmbiguous = true;
        return [];
      }
      route = [];
      for (const r of routeSx) {
        const seas = this.resolvePlace(r, (id) => this.map.province(id)?.kind === 'sea', list, () => 'that is a sea');
        if (seas.length !== 1) {
          this.forcedAmbiguous = true;
          return [];
        }
        route.push(seas[0]);
      }
    }
    let via = this.sx.viaConvoy === true;
    if (via && (u.type === 'F' || kind === 'retreat')) {
      if (list === this.notes) this.add(list, 'extra-words', 'info', this.sx.viaSpan ?? destSx.span, kind === 'retreat' ? 'A retreat is never convoyed; “via convoy” is ignored.' : 'Fleets are not convoyed; “via convoy” is ignored.');
      via = false;
    }
    return locs.map((to): GameOrder => {
      if (kind === 'retreat') return { kind: 'retreat', power: base.power, unit: base.unit, at: base.at, to };
      const o: MoveOrder = { kind: 'move', power: base.power, unit: base.unit, at: base.at, to };
      if (via) o.viaConvoy = true;
      if (route && route.length > 0) o.route = route;
      return o;
    });
  }

  /** Where a move lands: armies ignore coasts; a fleet's missing coast is inferred when only one can be reached. */
  private moveLocs(p: PlaceSyntax, id: ProvinceId, u: Unit, list: Note[]): Loc[] {
    const coasts = this.map.province(id) ? this.map.coasts(id) : [];
    const c = p.coast;
    if (u.type === 'A' || coasts.length === 0) {
      if (c && list === this.notes) this.add(list, 'coast-ignored', 'info', c.span, u.type === 'A' ? 'Armies do not use coasts; the coast is ignored.' : `${this.name(id)} has only one coast; the coast is ignored.`);
      return [id];
    }
    if (c && coasts.includes(c.coast)) return [`${id}/${c.coast}`];
    if (c) this.add(list, 'coast-unknown', CORRECTION, c.span, `${this.name(id)} has no ${COAST_NAMES[c.coast]}; the coast is read as not given.`);
    const reachable = coasts.filter((k) => this.map.canMove('F', u.loc, `${id}/${k}`));
    if (reachable.length === 1) {
      this.add(list, 'coast-inferred', CORRECTION, c?.span ?? p.span, `Only the ${COAST_NAMES[reachable[0]]} of ${this.name(id)} can be reached from ${this.name(provinceOf(u.loc))}; read as ${this.name(`${id}/${reachable[0]}`)}.`);
      return [`${id}/${reachable[0]}`];
    }
    if (reachable.length === 0) return [id];
    this.add(list, 'coast-needed', 'error', c?.span ?? p.span, `The fleet can reach both coasts of ${this.name(id)}; say which: ${orList(reachable.map((k) => `“${formatPlace(`${id}/${k}`, 'abbreviated', this.map)}”`))}.`);
    this.coastOnly = true;
    return reachable.map((k) => `${id}/${k}`);
  }

  private targetTypeNote(t: UnitSyntax, list: Note[], convoy: boolean): UnitType | undefined {
    if (list !== this.notes) return t.type;
    if (!t.type && t.typeWord) this.add(list, 'unit-type-unknown', CORRECTION, t.typeWord.span, `“${t.typeWord.text}” is not a unit type (A or F).`);
    else if (!t.type && !this.sx.targetTypeOmitted) this.add(list, 'target-type-missing', CORRECTION, t.place.span, `The ${convoy ? 'convoyed' : 'supported'} unit's type is not given.`);
    else if (convoy && t.type === 'F') this.add(list, 'convoyed-fleet', CORRECTION, t.typeWord?.span ?? t.place.span, 'Only armies are convoyed; read as an army.');
    if (t.place.coast) this.add(list, 'coast-ignored', 'info', t.place.coast.span, `The ${convoy ? 'convoyed' : 'supported'} unit is named by its province; the coast is ignored.`);
    return t.type;
  }

  private readSupport(u: Unit, base: { power: Power; unit: UnitType; at: Loc }, list: Note[]): GameOrder[] {
    const t = this.sx.target;
    if (!t) return [];
    const targets = this.resolvePlace(t.place, (id) => this.reaches(u, id) || neighbours(this.map, id).some((n) => this.reaches(u, n)), list, () => 'close enough to be supported from here');
    const type = this.targetTypeNote(t, list, false);
    let tos: (Loc | undefined)[] = [undefined];
    if (this.sx.stops.length > 0) {
      const d = this.sx.stops[0];
      const dests = this.resolvePlace(d, (id) => this.reaches(u, id), list, () => `that the ${unitNoun(u.type)} in ${this.name(provinceOf(u.loc))} can reach`);
      tos = dests.map((id) => {
        const c = d.coast;
        if (c && this.map.province(id) && this.map.coasts(id).includes(c.coast)) return `${id}/${c.coast}`;
        if (c && list === this.notes) this.add(list, 'coast-ignored', 'info', c.span, `${this.name(id)} has no ${COAST_NAMES[c.coast]}; the coast is ignored.`);
        return id;
      });
    }
    return targets.flatMap((at) =>
      tos.map((to): GameOrder => {
        // One literal each way, so a support always has one of two object shapes (the fast path builds the same).
        const target = type ? { unit: type, at } : { at };
        return to === undefined ? { kind: 'support', power: base.power, unit: base.unit, at: base.at, target } : { kind: 'support', power: base.power, unit: base.unit, at: base.at, target, to };
      }),
    );
  }

  private readConvoy(u: Unit, base: { power: Power; unit: UnitType; at: Loc }, list: Note[]): GameOrder[] {
    const t = this.sx.target;
    if (!t || this.sx.stops.length === 0) return [];
    const here = provinceOf(u.loc);
    const armies = this.resolvePlace(t.place, (id) => isCoastal(this.map, id) && this.map.adjacentSeas(id).includes(here), list, () => `on the shore of ${this.name(here)}`);
    this.targetTypeNote(t, list, true);
    const d = this.sx.stops[0];
    const dests = this.resolvePlace(d, (id) => isCoastal(this.map, id), list, () => 'where an army can land');
    if (d.coast && list === this.notes) this.add(list, 'coast-ignored', 'info', d.coast.span, 'A convoyed army lands in the whole province; the coast is ignored.');
    return armies.flatMap((army) => dests.map((to): GameOrder => ({ kind: 'convoy', power: base.power, unit: base.unit, at: base.at, army, to })));
  }

  /**
   * CalsMUN's revive order: the power (written, or the one whose home centres
   * are listed) and each centre with its unit, an army unless a fleet is
   * written (rules/calsmun.ts, decision 4). Whether the list is possible is
   * legality's question; here only what it says.
   */
  private readRevive(): Reading {
    const sites = this.sx.sites ?? [];
    let who = this.power;
    if (!who) {
      const homes = new Set(sites.map((s) => (s.place.match?.ids.length === 1 ? this.map.province(s.place.match.ids[0])?.home : undefined)));
      const only = homes.size === 1 ? [...homes][0] : undefined;
      if (only) this.owner = who = only;
    }
    if (!who) return this.unassignable('no-power', 'no-power', this.sx.verbSpan ?? this.wholeSpan(), 'Say which power revives, e.g. “Russia: revive Moscow, Warsaw”.');
    const reviver = who;
    this.nameAmbiguous = false;
    const options = sites.map((s): RevivalSite[] => {
      const home = (id: ProvinceId) => this.map.province(id)?.home === reviver && this.map.province(id)?.supplyCentre === true;
      const ids = this.resolvePlace(s.place, home, this.notes, () => `that is a home centre of ${POWER_NAMES[reviver]}`);
      if (ids.length > 1) this.nameAmbiguous = true;
      return ids.flatMap((id) => this.siteOptions(s, id));
    });
    if (options.some((o) => o.length === 0)) this.forcedAmbiguous = true;
    if (this.nameAmbiguous) this.coastOnly = false;
    // Every combination, the first entry varying slowest; enough to list what the line could mean.
    let lists: RevivalSite[][] = [[]];
    for (const o of options) {
      lists = lists.flatMap((l) => o.map((site) => [...l, site])).slice(0, MAX_MEANINGS);
      if (lists.length === 0) break;
    }
    return this.finish(sites.length === 0 || this.forcedAmbiguous ? [] : lists.map((centres): GameOrder => ({ kind: 'revive', power: reviver, centres })));

  }

  private readBuild(ids: ProvinceId[]): Reading {
    const u = this.sx.unit!;
    const homeOf = (id: ProvinceId) => this.map.province(id)?.home;
    const sites = ids.filter((id) => this.map.province(id)?.supplyCentre && homeOf(id) !== undefined && (this.power === undefined || homeOf(id) === this.power));
    if (sites.length === 0) {
      const only = ids.length === 1 ? this.map.province(ids[0]) : undefined;
      const phantom: GameOrder[] = this.power && u.type && only ? [{ kind: 'build', power: this.power, unit: u.type, at: this.ghostLoc(only.id, u) }] : [];
      let message: string;
      if (!only) message = `None of ${this.names(ids)} is ${this.power ? `a home centre of ${POWER_NAMES[this.power]}` : 'a home centre'}.`;
      else if (!only.supplyCentre) message = `${only.name} is not a supply centre; units are built only in home centres.`;
      else if (!only.home) message = `${only.name} is not a home centre of any power; units are built only in home centres.`;
      else message = `${only.name} is a home centre of ${POWER_NAMES[only.home]}, not of ${POWER_NAMES[this.power!]}.`;
      return this.unassignable('not-home-centre', 'not-home-centre', u.place.span, message, phantom);
    }
    if (sites.length > 1) {
      this.add(this.notes, 'ambiguous-name', 'error', u.place.span, `“${u.place.text}” could be ${this.names(sites)}.`);
      this.forcedAmbiguous = true;
      return this.finish(sites.flatMap((s) => this.buildsAt(s, u, [])));
    }
    this.nameNote(u.place, sites[0], ids, () => 'where a unit can be built');
    return this.finish(this.buildsAt(sites[0], u, this.notes));

  }

  private siteOptions(s: UnitSyntax, id: ProvinceId): RevivalSite[] {
    const p = this.map.province(id);
    if (!p) return [{ unit: s.type ?? 'A', at: id }];
    let unit: UnitType = s.type ?? 'A';
    if (!s.type && s.typeWord) this.add(this.notes, 'unit-type-unknown', CORRECTION, s.typeWord.span, `“${s.typeWord.text}” is not a unit type (A or F); read as an army, as when no type is written.`);
    else if (s.typeWord?.misspelt) this.add(this.notes, 'unit-type-misspelt', CORRECTION, s.typeWord.span, `“${s.typeWord.text}” read as ${unit === 'A' ? 'army' : 'fleet'}.`);
    if (unit === 'F' && p.kind === 'land' && this.ctx.inlandFleetBuild === 'read-as-army') {
      unit = 'A';
      this.add(this.notes, 'build-type-inferred', CORRECTION, s.typeWord?.span ?? s.place.span, `A fleet cannot stand in ${p.name}, an inland province; read as an army.`);
    }
    const c = s.place.coast;
    const coasts = this.map.coasts(id);
    if (unit === 'A' || coasts.length === 0) {
      if (c) this.add(this.notes, 'coast-ignored', 'info', c.span, unit === 'A' ? 'An army stands in the whole province; the coast is ignored.' : `${p.name} has only one coast; the coast is ignored.`);
      return [{ unit, at: id }];
    }
    if (c && coasts.includes(c.coast)) return [{ unit, at: `${id}/${c.coast}` }];
    if (c) this.add(this.notes, 'coast-unknown', CORRECTION, c.span, `${p.name} has no ${COAST_NAMES[c.coast]}; the coast is read as not given.`);
    this.add(this.notes, 'coast-needed', 'error', c?.span ?? s.place.span, `Say which coast of ${p.name} the fleet is placed on: ${orList(coasts.map((k) => `“${formatPlace(`${id}/${k}`, 'abbreviated', this.map)}”`))}.`);
    this.coastOnly = !this.nameAmbiguous;
    return coasts.map((k) => ({ unit, at: `${id}/${k}` }));
  }


  private buildsAt(site: ProvinceId, u: UnitSyntax, list: Note[]): GameOrder[] {
    const p = this.map.province(site)!;
    const who = this.power ?? p.home!;
    let types: UnitType[];
    // A fleet written for an inland centre: seed 004 reads an army; the DATC (4.C.4) keeps the fleet, which is illegal.
    const fleetAsArmy = this.ctx.inlandFleetBuild === 'read-as-army';
    if (p.kind === 'land' && (u.type !== 'F' || fleetAsArmy)) {
      types = ['A'];
      if (u.type === 'F') this.add(list, 'build-type-inferred', CORRECTION, u.typeWord?.span ?? u.place.span, `A fleet cannot be built in ${p.name}, an inland province; read as an army.`);
      else if (!u.type) this.add(list, 'build-type-inferred', CORRECTION, u.typeWord?.span ?? u.place.span, `${u.typeWord ? `“${u.typeWord.text}” is not a unit type, but` : 'No unit type given, but'} ${p.name} is inland: read as an army.`);
    } else if (u.type) {
      types = [u.type];
      if (u.typeWord?.misspelt) this.add(list, 'unit-type-misspelt', CORRECTION, u.typeWord.span, `“${u.typeWord.text}” read as ${u.type === 'A' ? 'army' : 'fleet'}.`);
    } else {
      types = ['A', 'F'];
      this.add(list, 'build-type-needed', 'error', u.typeWord?.span ?? u.place.span, `Say army (A) or fleet (F): ${p.name} is on the coast, so either can be built.`);
    }
    const c = u.place.coast;
    const coasts = this.map.coasts(site);
    return types.flatMap((type): GameOrder[] => {
      if (type === 'A' || coasts.length === 0) {
        if (c && list === this.notes && (type === 'A' || coasts.length === 0)) this.add(list, 'coast-ignored', 'info', c.span, 'The coast is ignored for this build.');
        return [{ kind: 'build', power: who, unit: type, at: site }];
      }
      if (c && coasts.includes(c.coast)) return [{ kind: 'build', power: who, unit: 'F', at: `${site}/${c.coast}` }];
      this.add(list, 'coast-needed', 'error', c?.span ?? u.place.span, `Say which coast of ${p.name} the fleet is built on: ${orList(coasts.map((k) => `“${formatPlace(`${site}/${k}`, 'abbreviated', this.map)}”`))}.`);
      if (types.length === 1) this.coastOnly = true;
      return coasts.map((k): GameOrder => ({ kind: 'build', power: who, unit: 'F', at: `${site}/${k}` }));
    });
  }

}

function isCoastal(map: GameMap, id: ProvinceId): boolean {
  return map.province(id)?.kind === 'coast';
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

function orList(items: readonly string[], joiner: 'or' | 'and' = 'or'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${joiner} ${items[items.length - 1]}`;
}

function dedupe(orders: readonly GameOrder[]): GameOrder[] {
  // Most lines have one meaning: nothing to compare it with.
  if (orders.length < 2) return [...orders];
  const seen = new Set<string>();
  return orders.filter((o) => {
    const k = JSON.stringify(o);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

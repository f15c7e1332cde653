import type { GameMap } from '../map/gameMap';
import { POWERS, provinceOf, type Power, type ProvinceId, type Unit } from '../map/types';
import { adjustmentChange } from '../legality/adjustmentCount';
import type { Dislodgement, RetreatSituation } from '../legality/retreatTypes';
import type { RuleSet } from '../rules/ruleSet';
import type { LegalityWorld } from './orderLegality';
import type { ParsePosition } from './parseTypes';
import type { ProcedureContext } from './procedures';
import type { Phase } from './types';

/**
 * The position as the parser asks about it; also the procedures' context. A class, so no function is made per parse; the centres
 * (and what follows from them) are worked out only when a line asks.
 */
export class ParseBoard implements ProcedureContext {
  readonly units = new Map<ProvinceId, Unit>();
  private readonly dislodged = new Map<ProvinceId, Dislodgement>();
  readonly retreats: RetreatSituation;
  readonly powers = POWERS;
  private readonly list: readonly Unit[];
  private centres: Record<ProvinceId, Power> | undefined;
  private out: Set<Power> | undefined;

  constructor(
    readonly map: GameMap,
    readonly rules: RuleSet,
    readonly phase: Phase,
    private readonly position: ParsePosition,
  ) {
    const list = (this.list = position.units ?? []);
    const province = provinceOf; // one look-up of the import, not one per unit (tsx reads imports through getters)
    for (const u of list) this.units.set(province(u.loc), u);
    for (const d of position.dislodged ?? []) {
      // An unknown attacker's origin matches no province.
      this.dislodged.set(provinceOf(d.unit.loc), { unit: d.unit, attackerFrom: d.attackerFrom ?? '', attackerConvoyed: d.attackerConvoyed ?? false });
    }
    // Centres the caller gives are read now, as they always were; the 1901 home centres only when needed.
    if (position.centres) this.centreOwners();
    this.retreats = { units: list, dislodged: [...this.dislodged.values()], standoffs: position.standoffs ?? [] };
    if (position.eliminated || position.centres) this.eliminatedPowers();
  }

  unitAt(p: ProvinceId): Unit | undefined {
    return this.units.get(p);
  }

  dislodgedAt(p: ProvinceId): Dislodgement | undefined {
    return this.dislodged.get(p);
  }

  /** The unit an order names: in a retreat phase, the dislodged one first. */
  unitFor(p: ProvinceId): Unit | undefined {
    return this.phase === 'retreat' ? this.dislodged.get(p)?.unit ?? this.units.get(p) : this.units.get(p);
  }

  ownerOf(p: ProvinceId): Power | undefined {
    return this.centreOwners()[p];
  }

  adjustment(power: Power): { builds: number; removals: number } {
    const change = adjustmentChange({ units: this.list, centres: this.centreOwners() }, power);
    return { builds: Math.max(0, change), removals: Math.max(0, -change) };
  }

  eliminated(power: Power): boolean {
    return this.eliminatedPowers().has(power);
  }

  private centreOwners(): Record<ProvinceId, Power> {
    if (this.centres) return this.centres;
    const centres: Record<ProvinceId, Power> = {};
    if (this.position.centres) {
      for (const [p, owner] of Object.entries(this.position.centres)) if (owner) centres[p] = owner;
    } else {
      for (const p of this.map.provinces) if (p.home) centres[p.id] = p.home;
    }
    return (this.centres = centres);
  }

  private eliminatedPowers(): Set<Power> {
    return (this.out ??= new Set<Power>(powersOut(this.list, this.position.centres && this.centreOwners(), this.position.eliminated)));
  }
}

/**
 * The powers out of the game: as the position says, or, when it names centres but not the eliminated, every power
 * with neither centres nor units.
 */
export function powersOut(units: readonly Unit[], centres: Readonly<Record<string, Power | undefined>> | undefined, eliminated: readonly Power[] | undefined): Power[] {
  if (eliminated) return [...eliminated];
  if (!centres) return [];
  const owners = new Set(Object.values(centres));
  return POWERS.filter((p) => !owners.has(p) && !units.some((u) => u.power === p));
}

/** Legality's view of the board, made when a line's order needs `judge`. */
export function legalityWorld(board: ParseBoard): LegalityWorld {
  return {
    map: board.map,
    rules: board.rules,
    phase: board.phase,
    unitAt: (id) => board.unitAt(id),
    retreats: board.retreats,
    dislodgedAt: (id) => board.dislodgedAt(id),
    ownerOf: (id) => board.ownerOf(id),
    adjustment: (power) => board.adjustment(power),
    eliminated: (power) => board.eliminated(power),
  };
}

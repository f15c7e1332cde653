/**
 * A live board: the scenario's position and orders as text, ruled again on every change (150 ms
 * after the last keystroke; at once for the rule-set switch, Reset and clicks) by the same pipeline
 * that made the published page (src/lib/boardRuling.ts: ruleBoard for a movement phase,
 * rulePhaseBoard for a retreat or adjustment phase), and everything redrawn from that ruling:
 * the board, its text alternative, the order list, the stepper's steps and the cycle graph.
 * Nothing here decides anything about the rules; it only shows what the engine said.
 */
import { mount, unmount } from 'svelte';
import { standardMap } from '../../../engine/map/standardMap';
import { POWERS, type Power, type Unit } from '../../../engine/map/types';
import { formatUnitList, readUnitList } from '../../../engine/orders/unitList';
import { RULE_SETS } from '../../../engine/rules';
import type { RuleSetId } from '../../../engine/rules/ruleSet';
import type { Position } from '../../../engine/game/position';
import { boardRules, ruleBoard, type AnyBoardRuling, type BoardGame, type BoardRevivals, type BoardRuling, type PhaseBoardInput, type PhaseBoardRuling } from '../../lib/boardRuling';
import { PLAYER_VARIANTS, type PlayerVariantId } from '../../../engine/rules/playerVariants';
import { citeLinker, type CiteLinker } from '../../lib/cites';
import { rowKey, rulingDifferences } from '../../lib/ruleSetDifferences';
import { caseLink } from '../../lib/sandbox/caseLink';
import BoardLayers from '../board/BoardLayers.svelte';
import BoardText from '../board/BoardText.svelte';
import { boardModel, phaseBoardModel } from '../../lib/board/model';
import { refreshStepper } from '../board/stepper';
import type { EditorTab } from '../editor/types';
import OrderRows from '../scenario/OrderRows.svelte';
import { outcomeView } from '../scenario/outcomes';
import ParadoxGraph from '../scenario/ParadoxGraph.svelte';
import { paradoxDrawings } from '../scenario/paradoxLayout';
import StepList from '../scenario/StepList.svelte';
import { clickToOrder } from './clickToOrder';
import { openEditorPanel, type EditorPanel } from './editorPanel';
import { RULE_NAMES } from '../../lib/ruleSetNames';
import { nextTask } from '../../lib/nextTask';

/** What Scenario.astro publishes for the live board (`data-live-scenario`). */
export interface LiveData {
  title: string;
  rules: RuleSetId;
  units: string[];
  centres: Record<string, Power> | null;
  text: string;
  pages: string[];
  /** The phase whose orders the board gives; movement when absent. */
  phase?: Position['phase'];
  season?: Position['season'];
  year?: number;
  /** Retreat phase: the dislodged units with their attackers' origins, and the standoffs. */
  dislodged?: { unit: string; from: string; convoyed: boolean }[];
  standoffs?: string[];
  /** A game for fewer players (V.5) and its coin toss; `year` says whether Italy is still neutral. */
  variant?: string;
  toss?: string;
  /** The powers out of the game (CalsMUN's insurrection can revive them); none when absent. */
  eliminated?: Power[];
}

/** The `live-ruling` event's detail: the board's ruling, after every redraw. */
export interface LiveRulingDetail {
  ruling: BoardRuling;
}

/** Longer text is not ruled as it is typed: one ruling would hold the page too long. */
export const MAX_LIVE_TEXT = 30_000;

function readUnits(keys: string[]): Unit[] {
  return keys.map((k) => {
    const [power, type, loc] = k.split(' ');
    return { power: power as Power, type: type as 'A' | 'F', loc };
  });
}

type Mounted = ReturnType<typeof mount>;

export class LiveScenario {
  readonly section: HTMLElement;
  readonly figure: HTMLElement;
  readonly data: LiveData;
  readonly link: CiteLinker;
  readonly k: number;
  readonly uid: string;
  text: { orders: string; units: string };
  units: Unit[];
  rules: RuleSetId;
  ruling!: AnyBoardRuling;
  panel?: EditorPanel;
  private mounted = new Map<Element, Mounted>();
  /** Each keystroke is ruled in the task after it (nextTask), with the text as it is then. */
  private readonly typed = nextTask(() => this.rule());
  private pick?: { layer: SVGGElement; setActive(on: boolean): void; refresh(): void; select?(province: string): void };
  private lastOutcomes = new Map<string, string>();

  constructor(section: HTMLElement, data: LiveData) {
    this.section = section;
    this.figure = section.querySelector<HTMLElement>('figure.board')!;
    this.data = data;
    this.link = citeLinker(new Set(data.pages));
    this.k = Number(this.figure.dataset.k ?? 1);
    this.uid = this.figure.dataset.board ?? section.id;
    this.units = readUnits(data.units);
    this.text = { orders: data.text, units: formatUnitList(this.units) };
    this.rules = data.rules;
  }

  /** The board's game for fewer players, as `ruleBoard` takes it; empty for the seven-player game. */
  private game(): { game?: BoardGame } {
    const { variant, toss, year } = this.data;
    if (!variant) return {};
    return { game: { variant, year: year ?? PLAYER_VARIANTS[variant as PlayerVariantId]?.startYear ?? 1901, ...(toss ? { toss } : {}) } };
  }

  /** Retreat and adjustment boards: the CLI's phase path, loaded only for them (phaseBoardRuling.ts). */
  private rulePhaseBoard?: (input: PhaseBoardInput) => PhaseBoardRuling;

  /** CalsMUN's revival step (boardRevivals.ts), loaded once the board is ruled under a rule set with the insurrection. */
  private revivals?: BoardRevivals;

  /** Does ruling under `rules` (and the board's own rules, ruled alongside for the differences) need the revival step first? */
  private needsRevivals(rules: RuleSetId): boolean {
    const insurrection = (id: RuleSetId) => RULE_SETS[id]?.policies.insurrection !== undefined;
    return !this.revivals && this.phase() === 'movement' && (insurrection(rules) || insurrection(this.data.rules));
  }

  private async loadRevivals(): Promise<void> {
    this.revivals = (await import('../../lib/boardRevivals')).boardRevivals;
  }

  /** Take over the board: rule it now, wire the controls. */
  async start(): Promise<void> {
    if (this.phase() === 'movement') {
      this.pick = clickToOrder(this);
      if (this.needsRevivals(this.rules)) await this.loadRevivals();
    } else {
      const [phaseRuling, phasePicks] = await Promise.all([import('../../lib/phaseBoardRuling'), import('./clickToPhaseOrder')]);
      this.rulePhaseBoard = phaseRuling.rulePhaseBoard;
      this.pick = phasePicks.clickToPhaseOrder(this as LiveScenario & { ruling: PhaseBoardRuling });
    }
    const edit = this.control<HTMLButtonElement>('edit');
    const rules = this.control<HTMLSelectElement>('rules');
    const reset = this.control<HTMLButtonElement>('reset');
    edit?.addEventListener('click', () => void this.toggleEditor());
    rules?.addEventListener('change', () => this.setRules(rules.value as RuleSetId));
    reset?.addEventListener('click', () => this.reset());
    this.rule();
    this.section.dataset.live = 'ready';
  }

  control<T extends HTMLElement>(name: string): T | null {
    return this.section.querySelector<T>(`[data-live="${name}"]`);
  }

  async toggleEditor(open?: boolean): Promise<void> {
    const container = this.section.querySelector<HTMLElement>('[data-live-editor]')!;
    const edit = this.control<HTMLButtonElement>('edit');
    const show = open ?? container.hidden;
    container.hidden = !show;
    this.section.classList.toggle('sc-editing', show);
    edit?.setAttribute('aria-expanded', String(show));
    if (edit) edit.textContent = show ? 'Close editor' : 'Edit orders';
    this.control<HTMLButtonElement>('reset')!.hidden = false;
    this.pick?.setActive(show);
    if (!show || this.panel) return;
    container.dataset.loading = 'true';
    this.panel = await openEditorPanel(container, this.uid, {
      initial: { ...this.text },
      onChange: (tab, text) => this.edited(tab, text),
      completion: { map: standardMap, units: () => this.units },
    });
    delete container.dataset.loading;
    this.showDiagnostics();
  }

  private edited(tab: EditorTab, text: string): void {
    this.text[tab] = text;
    this.typed.schedule();
  }

  setRules(rules: RuleSetId): void {
    this.rules = rules;
    const select = this.control<HTMLSelectElement>('rules');
    if (select && select.value !== rules) select.value = rules;
    this.control<HTMLButtonElement>('reset')!.hidden = false;
    if (this.needsRevivals(rules)) void this.loadRevivals().finally(() => this.rule());
    else this.rule();
  }

  /** Back to the scenario as published. */
  reset(): void {
    this.units = readUnits(this.data.units);
    this.text = { orders: this.data.text, units: formatUnitList(this.units) };
    this.panel?.editor.setText('orders', this.text.orders);
    this.panel?.editor.setText('units', this.text.units);
    this.setRules(this.data.rules);
  }

  /** Write an order line (click-to-order): the text stays the one source of truth. */
  setOrders(text: string, line: number): void {
    this.text.orders = text;
    this.panel?.editor.setText('orders', text);
    this.rule();
    if (this.panel && this.panel.tab() === 'orders') this.panel.editor.reveal('orders', line);
  }

  /** Read, rule and redraw. Any failure is shown in the board; the reader's text is kept. */
  rule(): void {
    this.typed.cancel();
    const start = performance.now();
    try {
      const size = this.text.orders.length + this.text.units.length;
      if (size > MAX_LIVE_TEXT) {
        this.fail(`This text is ${Math.round(size / 1024)} KB; a board rules up to ${MAX_LIVE_TEXT / 1000} KB of orders as you type (a whole game's sheet is about 1 KB). Your text is kept; shorten it to see the ruling again.`);
        return;
      }
      const read = readUnitList(this.text.units);
      this.units = read.units;
      const rule = (rules: RuleSetId): AnyBoardRuling =>
        this.phase() === 'movement'
          ? ruleBoard({ units: this.units, centres: this.data.centres ?? undefined, text: this.text.orders, rules, ...this.game(), ...(this.data.eliminated ? { eliminated: this.data.eliminated } : {}) }, this.revivals)
          : this.rulePhaseBoard!({ position: this.position(), text: this.text.orders, rules, ...this.game() });
      this.ruling = rule(this.rules);
      const base = this.rules === this.data.rules ? undefined : rule(this.data.rules);
      this.render(base);
      this.markProse();
      this.showDiagnostics(read.diagnostics);
      this.fail(undefined);
      // Read by npm run bench:site: the ruling and redraw after a keystroke.
      performance.measure('live-board-rule', { start });
    } catch (error) {
      console.warn('live board:', error);
      this.fail(`The adjudicator could not rule these orders (${(error as Error).message}). Your text is kept; undo the last change or press Reset.`);
    }
  }

  private showDiagnostics(unitDiagnostics = readUnitList(this.text.units).diagnostics): void {
    if (!this.panel || !this.ruling) return;
    this.panel.editor.setMarkers('orders', this.ruling.parse.diagnostics);
    this.panel.editor.setMarkers('units', unitDiagnostics);
    const info = new Map(this.ruling.rows.filter((r) => r.line !== null).map((r) => [r.line!, { reading: r.reading, degree: r.degree, outcome: outcomeView(r.outcome, r.kind).word }]));
    this.panel.editor.setLineInfo(info);
  }

  /**
   * The prose under the board was written for the published orders: once the reader's differ (orders,
   * units or rule set), it says so above that prose, so "Venice fails" is not read as this ruling.
   */
  private markProse(): void {
    const prose = this.section.querySelector<HTMLElement>('.sc-explanation');
    if (!prose) return;
    const published = this.text.orders.trim() === this.data.text.trim() && formatUnitList(this.units) === formatUnitList(readUnits(this.data.units)) && this.rules === this.data.rules;
    let note = prose.querySelector<HTMLElement>('[data-prose-stale]');
    if (published) {
      note?.remove();
      return;
    }
    if (note) return;
    note = document.createElement('p');
    note.className = 'sc-prose-stale';
    note.dataset.proseStale = '';
    note.textContent = 'This text is about the published orders. The ruling above is for the board as you changed it; Reset brings the published orders back.';
    prose.prepend(note);
  }

  private fail(message: string | undefined): void {
    let box = this.figure.querySelector<HTMLElement>('.bd-error');
    if (!message) {
      box?.remove();
      return;
    }
    if (!box) {
      box = document.createElement('p');
      box.className = 'bd-error';
      box.setAttribute('role', 'alert');
      this.figure.prepend(box);
    }
    box.textContent = message; // text only: nothing typed becomes markup
  }

  private show(target: Element | null, component: Parameters<typeof mount>[0], props: Record<string, unknown>, anchor?: Node): void {
    if (!target) return;
    const old = this.mounted.get(target);
    if (old) void unmount(old);
    else if (!anchor) target.replaceChildren();
    this.mounted.set(target, mount(component, { target, props, anchor }));
  }

  phase(): Position['phase'] {
    return this.data.phase ?? 'movement';
  }

  /** The position the board's orders are for: the edited units, and the published phase's own facts. */
  position(): Position {
    const d = this.data;
    return {
      season: d.season ?? 'spring',
      year: d.year ?? 1901,
      phase: this.phase(),
      units: this.units,
      centres: { ...(d.centres ?? {}) },
      dislodged: (d.dislodged ?? []).map((x) => ({ unit: readUnits([x.unit])[0], attackerFrom: x.from, attackerConvoyed: x.convoyed })),
      standoffs: [...(d.standoffs ?? [])],
      eliminated: [...(d.eliminated ?? [])],
    };
  }

  private render(base: AnyBoardRuling | undefined): void {
    const r = this.ruling;
    const differences = base ? rulingDifferences(base, r) : undefined;
    if (r.phase !== 'movement') {
      const model = phaseBoardModel(r.phase, this.units, r.dislodged, r.results, r.lines, this.data.centres ?? undefined, this.k);
      this.showBoard(model, []);
      this.show(this.figure.querySelector('.bd-text-host'), BoardText, { text: model.text, id: `${this.uid}-text` });
      this.show(this.section.querySelector('[data-live-rows]'), OrderRows, { rows: r.rows, link: this.link, differences, fromName: RULE_NAMES[this.data.rules], toName: RULE_NAMES[this.rules] });
      this.pick!.refresh();
      this.linkSandbox();
      this.announce(differences?.size);
      return;
    }
    const drawn = boardModel(this.units, r.orders, r.result, this.data.centres ?? undefined, this.k, true, new Set(r.leaving));
    const closed = this.data.variant ? (boardRules(this.rules, this.game().game).variantYear?.closed ?? []) : [];
    const model = closed.length ? { ...drawn, closed } : drawn;
    const provinces = [...new Set(r.explanation.steps.flatMap((s) => s.provinces))];
    const outlines = provinces.flatMap((id) => {
      const d = document.querySelector(`#bd-map path[data-province="${id}"]`)?.getAttribute('d');
      return d ? [{ id, d }] : [];
    });
    this.showBoard(model, outlines);
    this.show(this.figure.querySelector('.bd-text-host'), BoardText, { text: model.text, id: `${this.uid}-text` });
    this.show(this.section.querySelector('[data-live-rows]'), OrderRows, { rows: r.rows, link: this.link, differences, fromName: RULE_NAMES[this.data.rules], toName: RULE_NAMES[this.rules] });
    const level = Number(this.section.querySelector('.sc-title')?.tagName.slice(1) ?? 3) + 1;
    this.show(this.section.querySelector('[data-live-steps]'), StepList, { steps: r.explanation.steps, result: r.result, link: this.link, level });
    this.show(this.section.querySelector('[data-live-graph]'), ParadoxGraph, { drawings: paradoxDrawings(r.explanation, r.result, this.uid, this.link) });
    refreshStepper(this.section, this.figure);
    this.pick!.refresh();
    this.linkSandbox();
    this.announce(differences?.size);
    // For whatever else on the page follows this board (the paradox lab's decision graph).
    this.section.dispatchEvent(new CustomEvent<LiveRulingDetail>('live-ruling', { bubbles: true, detail: { ruling: r } }));
  }

  /** The board's layers, under the picker's rings. */
  private showBoard(model: ReturnType<typeof boardModel>, outlines: { id: string; d: string }[]): void {
    const view = this.figure.querySelector('g.bd-view')!;
    if (!this.mounted.has(view)) view.replaceChildren(this.pick!.layer);
    this.show(view, BoardLayers, { model, outlines }, this.pick!.layer);
  }

  /** "Open in sandbox" carries the board as it is now: the CLI's case, position and orders. */
  private linkSandbox(): void {
    const a = this.control<HTMLAnchorElement>('sandbox');
    if (!a) return;
    const d = this.data;
    const units = this.units.map((u) => `${u.power} ${u.type} ${u.loc}`);
    const phase = this.phase();
    // A movement with powers out of the game (CalsMUN) needs its date and the list, for the insurrection's sake.
    const revival = d.eliminated ? { season: d.season ?? 'spring', year: d.year ?? 1901, eliminated: d.eliminated } : {};
    const facts = phase === 'movement' ? revival : { season: d.season ?? 'spring', ...(phase === 'retreat' ? { dislodged: d.dislodged ?? [], standoffs: d.standoffs ?? [] } : {}) };
    const game = this.game().game;
    const variant = game ? { variant: game.variant, year: game.year, ...(game.toss ? { toss: game.toss } : {}) } : {};
    a.href = `/sandbox/${caseLink({ rules: this.rules, ...variant, phase, ...facts, units, ...(d.centres ? { centres: d.centres } : {}), orders: this.text.orders })}`;
    a.hidden = false;
  }

  /** A short summary for screen readers, in the board's polite live region. */
  private announce(differing: number | undefined): void {
    const now = new Map(this.ruling.rows.map((r) => [rowKey(r), r.outcome]));
    const first = this.lastOutcomes.size === 0;
    const changed = [...now].filter(([k, o]) => this.lastOutcomes.get(k) !== o).length;
    this.lastOutcomes = now;
    if (first && differing === undefined) return;
    const region = this.section.querySelector('[data-live-announce]');
    const words = [`${changed} ${changed === 1 ? 'order' : 'orders'} changed outcome.`];
    if (differing !== undefined) words.push(`Under ${RULE_NAMES[this.rules]}, ${differing} ${differing === 1 ? 'order differs' : 'orders differ'} from ${RULE_NAMES[this.data.rules]}.`);
    if (region) region.textContent = words.join(' ');
  }

  /** Start an order for the unit in this province, as a click on it does. */
  selectUnit(province: string): void {
    this.pick?.select?.(province);
  }

  /** The powers in the game, for menus. */
  powers(): Power[] {
    return POWERS.filter((p) => this.units.some((u) => u.power === p));
  }

  static ruleSetName(id: string): string {
    return RULE_SETS[id as RuleSetId]?.title ?? id;
  }
}

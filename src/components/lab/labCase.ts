/**
 * A lab case's tools, loaded on first use (arm.ts): the decision graph, the case file and the
 * sandbox link, each for the board as it stands (the board's latest ruling, or its published one).
 */
import { ruleBoard, type BoardRuling } from '../../lib/boardRuling';
import { caseFileYaml, caseId, sandboxHref } from '../../lib/lab/caseExport';
import type { LiveData } from '../live/liveScenario';
import { DecisionGraphView } from './decisionGraphView';
import type { Power, Unit } from '../../../engine/map/types';

const views = new WeakMap<HTMLElement, DecisionGraphView>();

function section(box: HTMLElement): HTMLElement {
  return box.querySelector<HTMLElement>('section.scenario')!;
}

function liveData(box: HTMLElement): LiveData {
  return JSON.parse(section(box).querySelector('script[data-live-scenario]')!.textContent ?? '') as LiveData;
}

/** The board as published, ruled here, for a board nobody has touched. */
function published(box: HTMLElement): BoardRuling {
  const data = liveData(box);
  const units: Unit[] = data.units.map((k) => {
    const [power, type, loc] = k.split(' ');
    return { power: power as Power, type: type as 'A' | 'F', loc };
  });
  return ruleBoard({ units, centres: data.centres ?? undefined, text: data.text, rules: data.rules });
}

export function showGraph(box: HTMLElement, ruling: BoardRuling | undefined): void {
  const host = box.querySelector<HTMLElement>('[data-lab-graph]')!;
  let view = views.get(box);
  if (!view) {
    view = new DecisionGraphView(host, section(box), liveData(box).pages);
    views.set(box, view);
  }
  view.update(ruling ?? published(box));
}

export function toggleGraph(box: HTMLElement, ruling: BoardRuling | undefined): void {
  const host = box.querySelector<HTMLElement>('[data-lab-graph]')!;
  const button = box.querySelector<HTMLButtonElement>('[data-lab="graph"]')!;
  const open = box.dataset.graph !== 'open';
  box.dataset.graph = open ? 'open' : 'closed';
  host.hidden = !open;
  button.setAttribute('aria-expanded', String(open));
  button.textContent = open ? 'Hide the decision graph' : 'Show the decision graph';
  if (open) showGraph(box, ruling);
}

export function saveCase(box: HTMLElement, ruling: BoardRuling | undefined): void {
  const board = ruling ?? published(box);
  const title = `${liveData(box).title}${ruling ? ' (my version)' : ''}`;
  const blob = new Blob([caseFileYaml(board, title)], { type: 'application/yaml' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = `${caseId(title).slice(4)}.yaml`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  const status = box.querySelector('[data-lab-status]');
  if (status) status.textContent = `Saved ${a.download}: run it with npm run -s datc -- ${a.download} --rules alexander,datc,rulebook2008,calsmun`;
}

export function openInSandbox(ruling: BoardRuling): void {
  window.location.href = sandboxHref(ruling);
}

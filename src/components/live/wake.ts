/**
 * Loaded on a board's first interaction (arm.ts): the engine, the live board and the board's
 * components. Starts the live board and replays the interaction that woke it.
 */
import type { Wakening } from './arm';
import { LiveScenario, type LiveData } from './liveScenario';

export async function wake(section: HTMLElement, first: Wakening): Promise<LiveScenario | undefined> {
  const script = section.querySelector('script[data-live-scenario]');
  let live: LiveScenario;
  try {
    live = new LiveScenario(section, JSON.parse(script?.textContent ?? '') as LiveData);
    await live.start();
  } catch (error) {
    console.warn('live board:', error);
    section.dataset.live = 'failed';
    return undefined;
  }
  if (first.kind === 'edit') await live.toggleEditor(true);
  else if (first.kind === 'rules') live.setRules(first.rules as LiveData['rules']);
  else {
    await live.toggleEditor(true);
    live.selectUnit(first.province);
  }
  return live;
}

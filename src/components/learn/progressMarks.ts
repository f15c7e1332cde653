/**
 * Marks links to reached lessons (`a[href="/learn/<id>/"]`, in the sidebar and on the /learn/
 * index) with a ✓ and a hidden "(done)" for screen readers, now and whenever progress changes.
 */
import { PROGRESS_EVENT, PROGRESS_KEY, readProgress } from '../../lib/learn/progress';

export function markLessonLinks(root: ParentNode): void {
  const mark = () => {
    const done = readProgress();
    for (const a of root.querySelectorAll<HTMLAnchorElement>('a[href^="/learn/"]')) {
      const id = /^\/learn\/([a-z0-9-]+)\/$/.exec(a.getAttribute('href') ?? '')?.[1];
      if (!id) continue;
      const reached = done.has(id);
      a.toggleAttribute('data-lesson-reached', reached);
      let tick = a.querySelector('.ln-tick');
      if (reached && !tick) {
        tick = document.createElement('span');
        tick.className = 'ln-tick';
        tick.innerHTML = '<span aria-hidden="true"> ✓</span><span class="sr-only"> (done)</span>';
        a.append(tick);
      } else if (!reached) tick?.remove();
    }
  };
  mark();
  addEventListener(PROGRESS_EVENT, mark);
  // Another tab finishing a lesson updates this one too.
  addEventListener('storage', (e) => {
    if (e.key === PROGRESS_KEY) mark();
  });
}

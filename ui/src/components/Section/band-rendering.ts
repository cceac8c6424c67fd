/**
 * The bands a pre-rendered page skips at its first paint (docs/decisions/059). A visitor who opened the
 * page at its top gets them one per frame once the page is interactive, so laying them out never makes a
 * long task; the browser keeps what is on screen in place as bands above it grow.
 */
const waiting: Array<() => void> = [];
let scheduled = false;

const nextFrame = (then: () => void) => requestAnimationFrame(() => setTimeout(then));

function renderNext() {
  waiting.shift()?.();
  if (waiting.length > 0) nextFrame(renderNext);
  else scheduled = false;
}

/** Calls `render` when the band's turn comes; the returned function takes it out of the queue. */
export function renderBandSoon(render: () => void): () => void {
  waiting.push(render);
  if (!scheduled) {
    scheduled = true;
    nextFrame(renderNext);
  }
  return () => {
    const index = waiting.indexOf(render);
    if (index >= 0) waiting.splice(index, 1);
  };
}

/** Set on the document element, it renders every band at once: skipping is only for a page opened at its top. */
export const wholePageAttribute = 'data-whole-page';

/**
 * Runs while the document is parsed, before any scroll by offsets: the browser's to a fragment
 * (`/#intake-form`), React Router's restoring a position (reload, back and forward), and a fragment link
 * followed before the bands have rendered. Each needs every band's real height, or it lands on the
 * estimated ones.
 */
export const wholePageScript = `(() => {
  const wholePage = () => document.documentElement.setAttribute('${wholePageAttribute}', '');
  const type = performance.getEntriesByType('navigation')[0]?.type;
  if (location.hash || type === 'reload' || type === 'back_forward') wholePage();
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a[href*="#"]')) wholePage();
  }, true);
})();`;

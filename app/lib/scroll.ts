import { reducedMotionQuery } from '@site/ui/tokens';

/** Smooth scrolling unless the visitor asked for less motion (the query every reduced-motion rule uses). */
export const scrollBehavior = (): ScrollBehavior => (window.matchMedia(reducedMotionQuery).matches ? 'auto' : 'smooth');

/**
 * Scrolls to the element with `id` on this page, keeping `offset` pixels clear for the fixed header.
 * Answers false when the page has no such element, so the caller can go to the page that has it.
 */
export function scrollToAnchor(id: string, offset: number): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - offset, behavior: scrollBehavior() });
  return true;
}

/** The element a URL's fragment ('#intake-form') names, if the page has one; a malformed fragment names none. */
export function fragmentTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/** The visitor's own scrolling, pressing or typing: from then on the scroll is theirs. */
const visitorInput = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * How long a scroll to a fragment keeps following its target. Longer than a smooth scroll across the
 * home page takes; growth after it is the browser's scroll anchoring to absorb, since the scroll is done.
 */
const followTargetMs = 3000;

/**
 * Keeps a scroll to `target` aimed at it while the page around it changes size. A smooth scroll sets out for
 * a position, not an element: on a phone the calculator above the intake form loads as the scroll passes it
 * and grows the page by some 850 px, and the scroll ended that far short of the form (docs/product.md,
 * section 4.1: anchors land 80 px down). Each change of the page's size aims the scroll again, until the
 * visitor scrolls, presses or types, or `followTargetMs` has passed. Returns the stop.
 */
export function followScrollTarget(target: Element): () => void {
  let firstObservation = true;
  const observer = new ResizeObserver(() => {
    // An observer reports the size it starts with; only a change is a reason to aim again.
    if (firstObservation) firstObservation = false;
    else target.scrollIntoView({ behavior: scrollBehavior() });
  });
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of visitorInput) window.removeEventListener(type, stop);
  };
  const timer = window.setTimeout(stop, followTargetMs);
  for (const type of visitorInput) window.addEventListener(type, stop, { passive: true });
  observer.observe(document.body);
  return stop;
}

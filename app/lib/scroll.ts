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

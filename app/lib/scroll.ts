/**
 * Scrolls to the element with `id` on this page, keeping `offset` pixels clear for the fixed header.
 * Answers false when the page has no such element, so the caller can go to the page that has it.
 */
export function scrollToAnchor(id: string, offset: number): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({
    top: target.getBoundingClientRect().top + window.scrollY - offset,
    behavior: reduceMotion ? 'auto' : 'smooth',
  });
  return true;
}

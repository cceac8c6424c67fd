/**
 * A passage the assistant can answer from: a piece of one page's section with the address that shows it
 * (`/cost-plus-advantage#examples`), so every answer links the page it came from (docs/decisions/068).
 */
export interface SitePassage {
  id: string;
  href: string;
  /** The page's title, as the site index shows it. */
  page: string;
  title: string;
  text: string;
  /**
   * Set on a passage about one of the site's forms (what it asks, the options of a list, what follows sending
   * it): its options name many topics in passing, so it answers questions about the form, not about them.
   */
  form?: true;
}

import { expect, waitFor } from 'storybook/test';

/**
 * React Aria's number field announces a new value through its live region by pointing (aria-labelledby)
 * at the field, for 7 s. When a dialog closes sooner, that pointer dangles and axe rightly flags it; the
 * settled state of such a story is after the announcement has expired.
 */
export const announcementsExpired = () =>
  waitFor(() => expect(document.querySelector('[data-live-announcer] [aria-labelledby]')).toBeNull(), { timeout: 8000 });

import { expect, waitFor } from 'storybook/test';

/**
 * React Aria announces a number field's new value, or a button's pending state, by pointing its live
 * region (aria-labelledby) at the control for 7 s. When a dialog closes sooner, that pointer dangles and
 * axe rightly flags it: such a story is settled once the announcement has expired.
 */
export const announcementsExpired = () =>
  waitFor(() => expect(document.querySelector('[data-live-announcer] [aria-labelledby]')).toBeNull(), {
    timeout: 8000,
  });

import { expect, type within } from 'storybook/test';

/**
 * The notes an admin list or view shows before and instead of its data, as LoadState (ui/src/widgets/staff/admin-states.tsx)
 * words them for `what` is loading: a status line while it loads, an alert with the reason when the load fails.
 */

type Play = (context: { canvas: ReturnType<typeof within> }) => Promise<void>;

/** While `args` leave the data out, the status line says what is loading. */
export const loadingStory = <A>(what: string, args: A): { args: A; play: Play } => ({
  args,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(`Loading ${what}...`);
  },
});

/** The error a load fails with when the server itself fails: what most LoadFailed stories pass. */
export const serverError = '500: Internal Server Error';

/** When the load failed, an alert says what could not be loaded and the error `args` carry. */
export const loadFailedStory = <A extends { error: string }>(what: string, args: A): { args: A; play: Play } => ({
  args,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(`Could not load the ${what}: ${args.error}`);
  },
});

/** With nothing to list, `text` says so. */
export const emptyStory = <A>(args: A, text: string): { args: A; play: Play } => ({
  args,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text)).toBeVisible();
  },
});

import preview from '../../.storybook/preview';
import { judgeHealth, type HealthReading } from '@site/domain/staff/health';
import { expect, within } from 'storybook/test';
import { HealthPanel } from '../../ui/src/widgets/staff/HealthPanel';
import { loadFailedStory, loadingStory, serverError } from '../load-states';
import { onPhone } from '../viewports';

const checkedAt = '2026-11-28T18:00:00.000Z';
const ago = (minutes: number) => new Date(Date.parse(checkedAt) - minutes * 60_000).toISOString();

/** A site running for a month, its cron a minute ago, a backup last night, nothing waiting. */
const healthy: HealthReading = {
  checkedAt,
  outbox: { queued: 0, retrying: 0, oldestWaitingAt: null },
  deadLetters: { count: 0, newestAt: null },
  cron: { lastStartedAt: ago(1), lastDurationMs: 840, firstStartedAt: ago(30 * 24 * 60) },
  unattachedFiles: { count: 2, oldestAt: ago(90) },
  unverifiedLeads: { count: 0, oldestAt: null },
  backup: { lastAt: ago(14 * 60) },
};

const meta = preview.meta({
  title: 'Widgets/HealthPanel',
  component: HealthPanel,
  args: { figures: judgeHealth(healthy), checkedAt },
});

const figure = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('listitem', { name: label });

/** Every figure within its threshold: no red, no instructions. */
export const AllHealthy = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/Everything is working\./)).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Health figures' })).getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.queryByText('Needs attention')).toBeNull();
    await expect(within(figure(canvasElement, 'Last cron run')).getByText('Took 0.8 s')).toBeVisible();
    await expect(within(figure(canvasElement, 'Unattached files')).getByText('2 files')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
});

/** A dead letter and an unverified lead two days old: both red, each with what to do and where. */
export const SomeRed = meta.story({
  args: {
    figures: judgeHealth({
      ...healthy,
      outbox: { queued: 1, retrying: 2, oldestWaitingAt: ago(3) },
      deadLetters: { count: 1, newestAt: ago(40) },
      unverifiedLeads: { count: 3, oldestAt: ago(2 * 24 * 60) },
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/2 figures need attention\./)).toBeVisible();
    const deadLetters = figure(canvasElement, 'Failed e-mails');
    await expect(deadLetters).toHaveAttribute('data-state', 'red');
    await expect(within(deadLetters).getByText('Needs attention')).toBeVisible();
    await expect(within(deadLetters).getByText('1 dead letter')).toBeVisible();
    await expect(within(deadLetters).getByRole('link', { name: 'Failed e-mails on the dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
    const unverified = figure(canvasElement, 'Unverified leads');
    await expect(unverified).toHaveAttribute('data-state', 'red');
    await expect(within(unverified).getByText(/confirm it, or discard it as spam/)).toBeVisible();
    // Waiting three minutes is the queue at work, not a stuck outbox.
    const outbox = figure(canvasElement, 'E-mails waiting');
    await expect(outbox).toHaveAttribute('data-state', 'ok');
    await expect(within(outbox).getByText('1 waiting, 2 retrying')).toBeVisible();
  },
});

/** A fresh install: no cron minute and no backup yet, nothing red until the site has run a week. */
export const FreshInstall = meta.story({
  args: {
    figures: judgeHealth({
      ...healthy,
      cron: { lastStartedAt: null, lastDurationMs: null, firstStartedAt: null },
      unattachedFiles: { count: 0, oldestAt: null },
      backup: { lastAt: null },
    }),
  },
  play: async ({ canvasElement }) => {
    const cron = figure(canvasElement, 'Last cron run');
    await expect(within(cron).getByText('Not run yet')).toBeVisible();
    // The cron that has never run is red: nothing retries the outbox or sweeps the files without it.
    await expect(cron).toHaveAttribute('data-state', 'red');
    const backup = figure(canvasElement, 'Last backup');
    await expect(within(backup).getByText('No backup yet')).toBeVisible();
    await expect(backup).toHaveAttribute('data-state', 'ok');
  },
});

export const Loading = meta.story(loadingStory('health figures', { figures: undefined }));

export const LoadFailed = meta.story(loadFailedStory('health figures', { figures: undefined, error: serverError }));

export const OnPhone = meta.story({
  globals: onPhone,
  args: SomeRed.input.args,
  play: async ({ canvasElement }) => {
    const deadLetters = figure(canvasElement, 'Failed e-mails');
    await expect(deadLetters.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await expect(within(deadLetters).getByRole('link')).toBeVisible();
  },
});

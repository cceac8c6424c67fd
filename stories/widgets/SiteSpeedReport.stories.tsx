import preview from '../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { SiteSpeedReport } from '../../ui/src/widgets/staff/SiteSpeedReport';
import { fast, middling, reportOf, rows, slow, target } from '../site-speed-fixtures';

const meta = preview.meta({
  title: 'Widgets/SiteSpeedReport',
  component: SiteSpeedReport,
  args: { report: reportOf([]) },
});

const table = (canvasElement: HTMLElement, caption: string) =>
  within(canvasElement).getByRole('table', { name: caption });

/** Nothing measured in the 28 days yet: the page says so, and what fills it. */
export const NoDataYet = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No page views measured from Nov 1, 2026 to Nov 28, 2026 yet/)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
});

/** A few pages measured on some days: the rest of the table, the trend's quiet days and the lab show a dash. */
export const SomeData = meta.story({
  args: {
    report: reportOf(
      [rows('/', 'phone', middling), rows('/', 'desktop', fast, [0]), rows('/staff', 'tablet', fast, [3])],
      [
        target('LCP', '/', 'html>body>div>main>section>img', 2_950, 20),
        target('INP', '/', 'html>body>div>header>button', 240, 6),
      ],
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('48 views from Nov 1, 2026 to Nov 28, 2026.');
    await expect(canvasElement).toHaveTextContent(
      /Figures as of Nov 28, 2026, 10:00\sAM; they are updated every minute\./,
    );
    const byPage = within(table(canvasElement, 'By page and device'));
    await expect(byPage.getAllByRole('row')).toHaveLength(4);
    const staffRow = byPage.getByRole('row', { name: /\/staff Tablet 8/ });
    await expect(staffRow).toHaveTextContent('–');
    const days = within(table(canvasElement, 'Day by day, all pages'));
    // The header and the five days anything was measured, newest first.
    await expect(days.getAllByRole('row')).toHaveLength(6);
    await expect(days.getByRole('row', { name: /Nov 28, 2026/ })).toHaveTextContent('16 views');
    const slowest = within(table(canvasElement, 'Slowest elements and interactions'));
    await expect(slowest.getByText('html>body>div>main>section>img')).toBeVisible();
    await expect(slowest.getByRole('row', { name: /Interaction to next paint/ })).toHaveTextContent(
      '240 ms, needs improvement',
    );
  },
});

/** Every page good on every device: green throughout, no poor figure. */
export const AllGood = meta.story({
  args: {
    report: reportOf(
      [rows('/', 'phone', fast), rows('/gallery', 'phone', fast), rows('/gallery', 'desktop', fast)],
      [target('LCP', '/gallery', 'html>body>div>main>div>img', 1_700, 30)],
    ),
  },
  play: async ({ canvasElement }) => {
    const byPage = table(canvasElement, 'By page and device');
    const ratings = [...byPage.querySelectorAll('[data-rating]')].map((figure) => figure.getAttribute('data-rating'));
    await expect(ratings).toHaveLength(15);
    await expect(new Set(ratings)).toEqual(new Set(['good']));
    await expect(within(byPage).getByRole('row', { name: /\/gallery Phone/ })).toHaveTextContent('100');
  },
});

/** One page is poor on phones: its row stands out in red and leads the slowest elements. */
export const PoorOnOneRoute = meta.story({
  args: {
    report: reportOf(
      [rows('/', 'phone', fast), rows('/gallery', 'phone', slow), rows('/gallery', 'desktop', fast)],
      [
        target('LCP', '/gallery', 'html>body>div>main>section>div>img', 5_400, 32),
        target('CLS', '/gallery', 'html>body>div>main>section>div', 0.3, 32),
        target('LCP', '/', 'html>body>div>main>section>img', 1_500, 32),
      ],
    ),
  },
  play: async ({ canvasElement }) => {
    const byPage = within(table(canvasElement, 'By page and device'));
    const galleryPhone = byPage.getByRole('row', { name: /\/gallery Phone/ });
    await expect(galleryPhone.querySelectorAll('[data-rating="poor"]')).toHaveLength(5);
    await expect(galleryPhone).toHaveTextContent(/LCP|5\.\d\d s, poor/);
    await expect(
      byPage.getByRole('row', { name: /\/gallery Desktop/ }).querySelector('[data-rating="poor"]'),
    ).toBeNull();
    const slowest = within(table(canvasElement, 'Slowest elements and interactions'));
    await expect(slowest.getAllByRole('row')[1]).toHaveTextContent('html>body>div>main>section>div>img');
  },
});

import preview from '../../.storybook/preview';
import { expect, fn } from 'storybook/test';
import { ChatWidget } from '../../ui/src/widgets/site/ChatWidget';
import { FloatingDock } from '../../ui/src/widgets/site/FloatingDock';
import { PerformanceBadge } from '../../ui/src/widgets/site/PerformanceBadge';
import { VisitorStats } from '../../ui/src/widgets/site/VisitorStats';
import { onScrollPage } from '../scroll-page';
import { onPhone } from '../viewports';

/** The site's floating widgets in their band, over a page as the public layout shows them (app/deferred-widgets.tsx). */
const meta = preview.meta({
  title: 'Widgets/FloatingDock',
  component: FloatingDock,
  ...onScrollPage({ sections: 4, minHeight: 900 }),
  args: {
    asideLabel: 'Site statistics',
    aside: (
      <>
        <VisitorStats stats={{ views: 328_777, clicks: 12, interactions: 3 }} />
        <PerformanceBadge figures={{ loadTime: 820 }} />
      </>
    ),
    children: <ChatWidget onSend={fn(async () => 'Happy to help.')} />,
  },
});

/** Every widget sits inside the band at the foot of the screen, the band across the whole width. */
const inTheBand = (element: HTMLElement, band: HTMLElement) => {
  const box = element.getBoundingClientRect();
  const frame = band.getBoundingClientRect();
  return box.top >= frame.top && box.bottom <= frame.bottom && frame.bottom === window.innerHeight;
};

export const OnALaptop = meta.story({
  play: async ({ canvas }) => {
    const chat = canvas.getByRole('button', { name: 'Chat with us' });
    const statistics = canvas.getByRole('complementary', { name: 'Site statistics' });
    const band = statistics.parentElement!;
    await expect(band.getBoundingClientRect().width).toBe(window.innerWidth);
    await expect(inTheBand(chat, band)).toBe(true);
    await expect(inTheBand(statistics, band)).toBe(true);
    await expect(canvas.getByRole('button', { name: /0\.82 s grade A/ })).toBeVisible();
  },
});

/** On a phone the band holds the chat alone: the statistics show from tablet width up. */
export const OnAPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    const chat = canvas.getByRole('button', { name: 'Chat with us' });
    await expect(chat).toBeVisible();
    // The chat's place at the end of the band, inside the band.
    await expect(inTheBand(chat, chat.parentElement!.parentElement!)).toBe(true);
    await expect(canvas.queryByRole('complementary', { name: 'Site statistics' })).toBeNull();
  },
});

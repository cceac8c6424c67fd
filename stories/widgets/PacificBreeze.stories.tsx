import preview from '../../.storybook/preview';
import { expect, waitFor } from 'storybook/test';
import { breezeScrollWindow, breezeToggleMs, PacificBreeze } from '../../ui/src/widgets/site/PacificBreeze';
import { manualClock } from '../clock';
import { allowMotion } from '../motion';
import { onScrollPage } from '../scroll-page';

const meta = preview.meta({
  title: 'Widgets/PacificBreeze',
  component: PacificBreeze,
  ...onScrollPage({
    sections: 9,
    minHeight: 2400,
    before: <p style={{ padding: 24 }}>Scroll to see the breeze between 200 and 800 px.</p>,
  }),
});

const scrollPageTo = (top: number) => {
  (document.scrollingElement ?? document.documentElement).scrollTop = top;
};

const breeze = (canvasElement: HTMLElement) => canvasElement.querySelector('[aria-hidden="true"]') as HTMLElement;

export const HiddenAtTheTop = meta.story({
  beforeEach: () => scrollPageTo(0),
  play: async ({ canvasElement }) => {
    await expect(breezeScrollWindow).toEqual({ from: 200, to: 800 });
    await expect(breezeToggleMs).toBe(8000);
    await expect(breeze(canvasElement)).not.toHaveAttribute('data-visible');
  },
});

export const VisibleInTheWindow = meta.story({
  play: async ({ canvasElement }) => {
    scrollPageTo(400);
    await waitFor(() => expect(breeze(canvasElement)).toHaveAttribute('data-visible', 'true'));
    scrollPageTo(900);
    await waitFor(() => expect(breeze(canvasElement)).not.toHaveAttribute('data-visible'));
    scrollPageTo(0);
  },
});

const toggleClock = manualClock();

/** A visitor who allows motion: the breeze comes and goes every 8 s while in the scroll window. */
export const TogglesEveryEightSeconds = meta.story({
  args: { clock: toggleClock },
  beforeEach: allowMotion,
  play: async ({ canvasElement }) => {
    scrollPageTo(400);
    await waitFor(() => expect(breeze(canvasElement)).toHaveAttribute('data-visible', 'true'));
    toggleClock.advance(breezeToggleMs);
    await waitFor(() => expect(breeze(canvasElement)).not.toHaveAttribute('data-visible'));
    toggleClock.advance(breezeToggleMs);
    await waitFor(() => expect(breeze(canvasElement)).toHaveAttribute('data-visible', 'true'));
    scrollPageTo(0);
  },
});

const stillClock = manualClock();

/** Reduced motion (the stories' default): no coming and going, the breeze stays while in the window. */
export const ReducedMotionStaysSteady = meta.story({
  args: { clock: stillClock },
  play: async ({ canvasElement }) => {
    scrollPageTo(400);
    await waitFor(() => expect(breeze(canvasElement)).toHaveAttribute('data-visible', 'true'));
    stillClock.advance(breezeToggleMs);
    await expect(breeze(canvasElement)).toHaveAttribute('data-visible', 'true');
    scrollPageTo(0);
  },
});

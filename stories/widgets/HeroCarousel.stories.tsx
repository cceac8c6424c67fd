import preview from '../../.storybook/preview';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ButtonLink } from '../../ui/src/components/Button';
import { Heading } from '../../ui/src/components/Heading';
import { HeroCarousel, heroAutoAdvanceMs } from '../../ui/src/widgets/site/HeroCarousel';
import { placeholderMedia } from '../placeholders';
import { allowMotion } from '../motion';
import { onPhone } from '../viewports';

const slides = placeholderMedia(Array.from({ length: 18 }, (_, index) => `Project ${index + 1}`));

const meta = preview.meta({
  title: 'Widgets/HeroCarousel',
  component: HeroCarousel,
  parameters: { layout: 'fullscreen' },
  args: {
    slides,
    children: (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24, maxWidth: 640 }}>
        <Heading level={1} size="display">
          Design/Build Across California, Oregon &amp; Hawaii
        </Heading>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <ButtonLink href="#intake-form" variant="secondary" size="lg">
            Get Free Estimate
          </ButtonLink>
          <ButtonLink href="#portfolio" variant="outline" size="lg">
            View Our Work
          </ButtonLink>
        </div>
      </div>
    ),
  },
});

const currentSlide = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[aria-roledescription="slide"][data-current]')?.getAttribute('aria-label');

/** Stories run with reduced motion (the screenshot rule): nothing advances and there is no pause control. */
export const ReducedMotionStaysStill = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(heroAutoAdvanceMs).toBe(5000);
    await expect(canvas.getAllByRole('button', { name: /Show slide/ })).toHaveLength(18);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(currentSlide(canvasElement)).toBe('1 of 18');
    await expect(canvas.queryByRole('button', { name: 'Pause slideshow' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Get Free Estimate' })).toHaveAttribute('href', '#intake-form');
    // Only the first photo and the one after it are in the page: the other sixteen are not fetched yet.
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(2);
  },
});

export const DotsAndWrap = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show slide 18 of 18' }));
    await expect(currentSlide(canvasElement)).toBe('18 of 18');
    // A slide's photo arrives when the slide is shown.
    await expect(canvasElement.querySelector('[aria-roledescription="slide"][data-current] img')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Show slide 18 of 18' })).toHaveAttribute('aria-current', 'true');
    const hero = canvas.getByRole('region', { name: 'Project showcase' });
    const box = hero.getBoundingClientRect();
    const y = box.top + box.height / 2;
    // A left swipe past 50 px moves to the next slide, wrapping to the first.
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: hero, coords: { clientX: box.left + 400, clientY: y } },
      { keys: '[/MouseLeft]', target: hero, coords: { clientX: box.left + 330, clientY: y } },
    ]);
    await expect(currentSlide(canvasElement)).toBe('1 of 18');
    // A right swipe moves back; a 40 px drag does nothing.
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: hero, coords: { clientX: box.left + 300, clientY: y } },
      { keys: '[/MouseLeft]', target: hero, coords: { clientX: box.left + 340, clientY: y } },
    ]);
    await expect(currentSlide(canvasElement)).toBe('1 of 18');
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: hero, coords: { clientX: box.left + 300, clientY: y } },
      { keys: '[/MouseLeft]', target: hero, coords: { clientX: box.left + 380, clientY: y } },
    ]);
    await expect(currentSlide(canvasElement)).toBe('18 of 18');
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Our Work' })).toBeVisible();
    // All 18 dots in one row, and the controls below the copy, never on it (docs/decisions/064).
    const dots = canvas.getAllByRole('button', { name: /^Show slide/ });
    const tops = new Set(dots.map((dot) => Math.round(dot.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    const copyBottom = canvas.getByRole('link', { name: 'View Our Work' }).getBoundingClientRect().bottom;
    const controlsTop = canvas.getByRole('button', { name: 'Previous slide' }).getBoundingClientRect().top;
    await expect(controlsTop).toBeGreaterThanOrEqual(copyBottom);
    // The dots are small here; the previous and next buttons are full-size targets for every slide.
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(currentSlide(canvasElement)).toBe('2 of 18'));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await waitFor(() => expect(currentSlide(canvasElement)).toBe('18 of 18'));
  },
});

/** A visitor who allows motion: slides advance on their own (a short interval here) until paused. */
export const AutoAdvanceAndPause = meta.story({
  args: { autoAdvanceMs: 300 },
  beforeEach: allowMotion,
  play: async ({ canvas, canvasElement }) => {
    const pause = await canvas.findByRole('button', { name: 'Pause slideshow' });
    await waitFor(() => expect(currentSlide(canvasElement)).toBe('2 of 18'), { timeout: 1000 });
    await userEvent.click(pause);
    await expect(canvas.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    const stopped = currentSlide(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(currentSlide(canvasElement)).toBe(stopped);
  },
});

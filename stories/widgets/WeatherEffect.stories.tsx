import preview from '../../.storybook/preview';
import { weatherTickMs } from '../../ui/src/widgets/site/WeatherEffect/weather';
import { expect, waitFor } from 'storybook/test';
import { WeatherEffect } from '../../ui/src/widgets/site/WeatherEffect';
import { allowMotion, askForLessMotion } from '../motion';

const meta = preview.meta({
  title: 'Widgets/WeatherEffect',
  component: WeatherEffect,
  args: { theme: 'hawaii-tradewinds' as const },
  parameters: { layout: 'fullscreen' },
});

const layer = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-theme]') as HTMLElement;
/** Each particle, as what carries it across the screen (the element inside carries it down). */
const particles = (canvasElement: HTMLElement) => layer(canvasElement).querySelectorAll<HTMLElement>('[data-particle]');
const firstAcross = (canvasElement: HTMLElement) => particles(canvasElement)[0]!;

export const HawaiiTradewinds = meta.story({
  play: async ({ canvasElement }) => {
    await expect(layer(canvasElement)).toHaveAttribute('aria-hidden', 'true');
    await expect(particles(canvasElement)).toHaveLength(8);
    await expect(layer(canvasElement)).toHaveTextContent('Hawaii Tradewinds');
  },
});

export const CaliforniaSun = meta.story({
  args: { theme: 'california-sun' },
  play: async ({ canvasElement }) => {
    await expect(particles(canvasElement)).toHaveLength(6);
  },
});

export const OregonMist = meta.story({
  args: { theme: 'oregon-mist' },
  play: async ({ canvasElement }) => {
    await expect(particles(canvasElement)).toHaveLength(12);
  },
});

export const StillUnderReducedMotion = meta.story({
  play: async ({ canvasElement }) => {
    await expect(layer(canvasElement).getAnimations({ subtree: true })).toHaveLength(0);
    await expect(firstAcross(canvasElement).style.transform).toBe('translateX(5vw)');
    await expect(getComputedStyle(layer(canvasElement)).pointerEvents).toBe('none');
  },
});

/**
 * A visitor who allows motion: each particle steps across (and down) the screen once every 50 ms, moved by
 * the browser without a script running per step, and stands still again when the visitor asks for less motion.
 */
export const Drifting = meta.story({
  beforeEach: allowMotion,
  play: async ({ canvasElement }) => {
    const across = firstAcross(canvasElement);
    const { animationDuration, animationTimingFunction } = getComputedStyle(across);
    const steps = Number(/^steps\((\d+)/.exec(animationTimingFunction)?.[1]);
    await expect((parseFloat(animationDuration) * 1000) / steps).toBeCloseTo(weatherTickMs, 6);
    const left = () => new DOMMatrix(getComputedStyle(across).transform).m41;
    const before = left();
    await waitFor(() => expect(left()).toBeGreaterThan(before));

    await askForLessMotion();
    await waitFor(() => expect(layer(canvasElement).getAnimations({ subtree: true })).toHaveLength(0));
  },
});

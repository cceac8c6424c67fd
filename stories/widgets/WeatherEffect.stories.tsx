import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { WeatherEffect } from '../../ui/src/widgets/WeatherEffect';

const meta = preview.meta({
  title: 'Widgets/WeatherEffect',
  component: WeatherEffect,
  args: { theme: 'hawaii-tradewinds' as const },
  parameters: { layout: 'fullscreen' },
});

const layer = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-theme]') as HTMLElement;

export const HawaiiTradewinds = meta.story({
  play: async ({ canvasElement }) => {
    await expect(layer(canvasElement)).toHaveAttribute('aria-hidden', 'true');
    await expect(layer(canvasElement).querySelectorAll('span')).toHaveLength(8 + 1);
    await expect(layer(canvasElement)).toHaveTextContent('Hawaii Tradewinds');
  },
});

export const CaliforniaSun = meta.story({
  args: { theme: 'california-sun' },
  play: async ({ canvasElement }) => {
    await expect(layer(canvasElement).querySelectorAll('span')).toHaveLength(6 + 1);
  },
});

export const OregonMist = meta.story({
  args: { theme: 'oregon-mist' },
  play: async ({ canvasElement }) => {
    await expect(layer(canvasElement).querySelectorAll('span')).toHaveLength(12 + 1);
  },
});

export const StillUnderReducedMotion = meta.story({
  play: async ({ canvasElement }) => {
    const first = layer(canvasElement).querySelector('span') as HTMLElement;
    const before = first.style.transform;
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(first.style.transform).toBe(before);
    await expect(getComputedStyle(layer(canvasElement)).pointerEvents).toBe('none');
  },
});

import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { LogoWatermark } from '../../ui/src/widgets/site/LogoWatermark';

const meta = preview.meta({
  title: 'Widgets/LogoWatermark',
  component: LogoWatermark,
  parameters: { layout: 'fullscreen' },
});

export const Faint = meta.story({
  play: async ({ canvasElement }) => {
    const mark = canvasElement.querySelector('[aria-hidden="true"]') as HTMLElement;
    await expect(Number(getComputedStyle(mark).opacity)).toBeLessThan(0.1);
    await expect(getComputedStyle(mark).pointerEvents).toBe('none');
  },
});

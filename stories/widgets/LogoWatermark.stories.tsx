import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LogoWatermark } from '../../ui/src/widgets/LogoWatermark';

const meta = {
  title: 'Widgets/LogoWatermark',
  component: LogoWatermark,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LogoWatermark>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Faint: Story = {
  play: async ({ canvasElement }) => {
    const mark = canvasElement.querySelector('[aria-hidden="true"]') as HTMLElement;
    await expect(Number(getComputedStyle(mark).opacity)).toBeLessThan(0.1);
    await expect(getComputedStyle(mark).pointerEvents).toBe('none');
  },
};

import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { Container } from '../../ui/src/components/Container';

const meta = preview.meta({
  title: 'Layout/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: {
    children: <div style={{ padding: 16, background: '#e6eff8' }}>Content sits at a readable width, centred.</div>,
  },
});

export const Content = meta.story({
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector('div > div') as HTMLElement;
    await expect(container.getBoundingClientRect().width).toBeLessThanOrEqual(1200);
  },
});

export const Narrow = meta.story({
  args: { width: 'narrow' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/readable width/).getBoundingClientRect().width).toBeLessThanOrEqual(768);
  },
});

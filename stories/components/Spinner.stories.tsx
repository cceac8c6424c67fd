import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from '../../ui/src/components/Spinner';

const meta = { title: 'Components/Spinner', component: Spinner } satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <div style={{ fontSize: 32, color: '#0b4f8a' }}>
      <Spinner />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const spinner = canvasElement.querySelector('span');
    await expect(spinner).toHaveAttribute('aria-hidden', 'true');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../../ui/src/components/Inline';
import { onPhone } from '../viewports';

const chips = ['Design/Build', 'Planning & Cost Control', 'Construction Management', 'Commercial Construction'].map(
  (label) => (
    <span key={label} style={{ padding: '8px 12px', border: '1px solid #768696', borderRadius: 999 }}>
      {label}
    </span>
  ),
);

const meta = { title: 'Layout/Inline', component: Inline, args: { children: chips } } satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    const tops = ['Design/Build', 'Commercial Construction'].map(
      (text) => canvas.getByText(text).getBoundingClientRect().top,
    );
    await expect(tops[0]).toBe(tops[1]);
  },
};

export const WrapsOnPhone: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    const tops = ['Design/Build', 'Commercial Construction'].map(
      (text) => canvas.getByText(text).getBoundingClientRect().top,
    );
    await expect(tops[1]).toBeGreaterThan(tops[0] ?? 0);
  },
};

import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { Grid } from '../../ui/src/components/Grid';
import { onPhone } from '../viewports';

const tiles = ['Residential', 'Commercial', 'Retail', 'Hospitality', 'Foundations', 'Framing'].map((label) => (
  <div key={label} style={{ padding: 24, background: '#f4f6f8', border: '1px solid #c9d2db', borderRadius: 8 }}>
    {label}
  </div>
));

const meta = preview.meta({
  title: 'Layout/Grid',
  component: Grid,
  args: { columns: { phone: 1, tablet: 2, desktop: 3 } as const, children: tiles },
});

const columnCount = (canvas: { getByText: (text: string) => HTMLElement }) => {
  const lefts = ['Residential', 'Commercial', 'Retail'].map(
    (text) => canvas.getByText(text).getBoundingClientRect().left,
  );
  return new Set(lefts).size;
};

export const ThreeColumnsOnDesktop = meta.story({
  play: async ({ canvas }) => {
    await expect(columnCount(canvas)).toBe(3);
  },
});

export const OneColumnOnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(columnCount(canvas)).toBe(1);
  },
});

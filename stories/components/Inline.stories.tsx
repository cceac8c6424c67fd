import preview from '../../.storybook/preview';
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

const meta = preview.meta({ title: 'Layout/Inline', component: Inline, args: { children: chips } });

export const Desktop = meta.story({
  play: async ({ canvas }) => {
    const tops = ['Design/Build', 'Commercial Construction'].map(
      (text) => canvas.getByText(text).getBoundingClientRect().top,
    );
    await expect(tops[0]).toBe(tops[1]);
  },
});

export const WrapsOnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    const tops = ['Design/Build', 'Commercial Construction'].map(
      (text) => canvas.getByText(text).getBoundingClientRect().top,
    );
    await expect(tops[1]).toBeGreaterThan(tops[0] ?? 0);
  },
});

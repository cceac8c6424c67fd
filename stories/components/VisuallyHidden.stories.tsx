import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { VisuallyHidden } from '../../ui/src/components/VisuallyHidden';

const meta = preview.meta({
  title: 'Utilities/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: '(opens in a new tab)' },
});

export const ReadByScreenReadersOnly = meta.story({
  render: () => (
    <p>
      Visit the live app<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </p>
  ),
  play: async ({ canvas }) => {
    const hidden = canvas.getByText('(opens in a new tab)');
    // Inline, so it is valid inside a paragraph (a div there breaks hydration).
    await expect(hidden.tagName).toBe('SPAN');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.getByText(/Visit the live app/)).toHaveTextContent('Visit the live app (opens in a new tab)');
  },
});

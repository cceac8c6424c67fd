import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { Spinner } from '../../ui/src/components/Spinner';

const meta = preview.meta({ title: 'Components/Spinner', component: Spinner });

export const Default = meta.story({
  render: () => (
    <div style={{ fontSize: 32, color: '#0b4f8a' }}>
      <Spinner />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const spinner = canvasElement.querySelector('span');
    await expect(spinner).toHaveAttribute('aria-hidden', 'true');
  },
});

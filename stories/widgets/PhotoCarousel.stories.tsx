import preview from '../../.storybook/preview';
import { expect, userEvent } from 'storybook/test';
import { PhotoCarousel } from '../../ui/src/widgets/site/PhotoCarousel';
import { placeholderMedia } from '../placeholders';
import { onPhone } from '../viewports';
import { framed } from '../decorators';

const items = placeholderMedia(['Storefront bays', 'Food court', 'Parking lot'], 'Retail').map((item) => ({
  ...item,
  description: `${item.title}: after the renovation.`,
}));

const meta = preview.meta({
  title: 'Widgets/PhotoCarousel',
  component: PhotoCarousel,
  args: { id: 'project-photos', title: 'The Project', label: 'Project photos', items },
  decorators: [framed({ maxWidth: 576 })],
});

export const FirstPhoto = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'The Project' })).toHaveAttribute(
      'id',
      'project-photos',
    );
    await expect(canvas.getByRole('group', { name: '1 of 3: Storefront bays' })).toBeVisible();
    await expect(canvas.getByText('Storefront bays: after the renovation.')).toBeVisible();
  },
});

export const NextPhoto = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('group', { name: '2 of 3: Food court' })).toBeVisible();
    await expect(canvas.getByText('Food court', { selector: 'p' })).toBeVisible();
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Storefront bays: placeholder photo' })).toBeVisible();
  },
});

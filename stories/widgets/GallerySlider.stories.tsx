import preview from '../../.storybook/preview';
import { expect, userEvent } from 'storybook/test';
import { GallerySlider } from '../../ui/src/widgets/site/GallerySlider';
import { placeholderMedia } from '../placeholders';
import { onPhone } from '../viewports';
import { framed } from '../decorators';

const items = placeholderMedia(
  ['Entry court', 'Great room', 'Kitchen', 'Lanai', 'Primary suite', 'Stair hall', 'Guest wing', 'Garden', 'Twilight'],
  'Residential',
);

const meta = preview.meta({
  title: 'Widgets/GallerySlider',
  component: GallerySlider,
  args: { label: 'Residential development', items },
  decorators: [framed({ maxWidth: 960 })],
});

export const First = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 / 9')).toBeVisible();
    await expect(canvas.getByText('Entry court')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show photo 1: Entry court' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
});

export const WrapsBothWays = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Previous photo' }));
    await expect(canvas.getByText('9 / 9')).toBeVisible();
    await expect(canvas.getByText('Twilight')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next photo' }));
    await expect(canvas.getByText('1 / 9')).toBeVisible();
  },
});

export const ThumbnailJumps = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show photo 4: Lanai' }));
    await expect(canvas.getByText('4 / 9')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Lanai: placeholder photo' })).toBeVisible();
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next photo' }));
    await expect(canvas.getByText('2 / 9')).toBeVisible();
  },
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { GallerySlider } from '../../ui/src/widgets/GallerySlider';
import { placeholderMedia } from '../placeholders';
import { onPhone } from '../viewports';
import { framed } from '../decorators';

const items = placeholderMedia(
  ['Entry court', 'Great room', 'Kitchen', 'Lanai', 'Primary suite', 'Stair hall', 'Guest wing', 'Garden', 'Twilight'],
  'Residential',
);

const meta = {
  title: 'Widgets/GallerySlider',
  component: GallerySlider,
  args: { label: 'Residential development', items },
  decorators: [framed({ maxWidth: 960 })],
} satisfies Meta<typeof GallerySlider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const First: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 / 9')).toBeVisible();
    await expect(canvas.getByText('Entry court')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show photo 1: Entry court' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

export const WrapsBothWays: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Previous photo' }));
    await expect(canvas.getByText('9 / 9')).toBeVisible();
    await expect(canvas.getByText('Twilight')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next photo' }));
    await expect(canvas.getByText('1 / 9')).toBeVisible();
  },
};

export const ThumbnailJumps: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show photo 4: Lanai' }));
    await expect(canvas.getByText('4 / 9')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Lanai: placeholder photo' })).toBeVisible();
  },
};

export const OnPhone: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next photo' }));
    await expect(canvas.getByText('2 / 9')).toBeVisible();
  },
};

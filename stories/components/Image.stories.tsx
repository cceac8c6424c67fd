import preview from '../../.storybook/preview';
import { expect, waitFor } from 'storybook/test';
import { Image } from '../../ui/src/components/Image';
import { placeholderImage } from '../placeholders';
import { framed } from '../decorators';

const meta = preview.meta({
  title: 'Components/Image',
  component: Image,
  args: { src: placeholderImage('Kailua lanai', 3), alt: 'A covered lanai in Kailua', width: 1200, height: 750 },
  decorators: [framed({ maxWidth: 480 })],
});

export const Loaded = meta.story({
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', { name: 'A covered lanai in Kailua' });
    await waitFor(() => expect(image.complete && image.naturalWidth).toBeGreaterThan(0));
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '1200');
  },
});

export const Priority = meta.story({
  args: { priority: true },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
});

export const Failed = meta.story({
  args: { src: '/no-such-image.jpg' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Image unavailable')).toBeVisible());
    await expect(canvas.getByRole('img', { name: 'A covered lanai in Kailua' })).toBeVisible();
  },
});

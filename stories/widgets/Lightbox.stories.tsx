import preview from '../../.storybook/preview';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Lightbox } from '../../ui/src/widgets/site/Lightbox';
import type { MediaItem } from '../../ui/src/widgets/site/media';
import { placeholderMedia } from '../placeholders';
import { onPhone } from '../viewports';

const items = placeholderMedia(['Storefront', 'Framing', 'Foundation', 'Lobby', 'Parking'], 'Commercial');

function GalleryWithViewer({ photos }: { photos: readonly MediaItem[] }) {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <>
      <div style={{ display: 'flex', gap: 8 }}>
        {photos.map((photo, position) => (
          <Button
            key={photo.src}
            onPress={() => setIndex(position)}
            aria-label={`Open ${photo.title}`}
            style={{ padding: 0, border: 0 }}
          >
            <img src={photo.src} alt="" width={160} height={100} />
          </Button>
        ))}
      </div>
      <Lightbox items={photos} index={index} onIndexChange={setIndex} onClose={() => setIndex(null)} />
    </>
  );
}

const meta = preview.meta({
  title: 'Widgets/Lightbox',
  component: Lightbox,
  args: { items, index: null, onIndexChange: fn(), onClose: fn() },
  render: (args) => <GalleryWithViewer photos={args.items} />,
});

const viewer = () => within(document.body).findByRole('dialog', { name: 'Photo viewer' });

export const Closed = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /^Open / })).toHaveLength(5);
  },
});

export const KeysWrapAndEscapeRestoresFocus = meta.story({
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Open Parking' });
    await userEvent.click(opener);
    const dialog = await viewer();
    await expect(within(dialog).getByText('5 / 5')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByRole('heading', { name: 'Storefront' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(dialog).getByText('5 / 5')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // Focus goes back a frame after the overlay has gone (React Aria restores it in an animation frame).
    await waitFor(() => expect(opener).toHaveFocus());
  },
});

export const Open = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open Framing' }));
    const dialog = await viewer();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    await expect(within(dialog).getByRole('heading', { name: 'Foundation' })).toBeVisible();
    // Focus stays inside the viewer.
    for (let step = 0; step < 5; step += 1) await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  },
});

export const CloseButtonOnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open Lobby' }));
    const dialog = await viewer();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close photo viewer' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
});

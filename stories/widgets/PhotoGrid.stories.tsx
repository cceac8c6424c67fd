import preview from '../../.storybook/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { PhotoGrid } from '../../ui/src/widgets/site/PhotoGrid';
import { placeholderMedia } from '../placeholders';
import { onPhone } from '../viewports';

const items = placeholderMedia(
  ['Storefront', 'Lobby', 'Stick frame', 'Panel lift', 'Footings', 'Driveway', 'Kitchen', 'Hotel rebrand'],
  'Commercial',
);

const meta = preview.meta({
  title: 'Widgets/PhotoGrid',
  component: PhotoGrid,
  args: { label: 'Project photos', items, onOpen: fn() },
});

export const Desktop = meta.story({
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Project photos' }).children).toHaveLength(8);
    await userEvent.click(canvas.getByRole('button', { name: 'Open Panel lift full screen' }));
    await expect(args.onOpen).toHaveBeenCalledWith(3);
  },
});

export const KeyboardOpens = meta.story({
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(0);
  },
});

export const Phone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    const tiles = [...canvas.getByRole('list').children] as HTMLElement[];
    const lefts = new Set(tiles.slice(0, 3).map((tile) => Math.round(tile.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(2);
  },
});

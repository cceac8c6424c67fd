import preview from '../../.storybook/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { SwipeStage } from '../../ui/src/widgets/site/SwipeStage';
import * as styles from '../../ui/src/widgets/site/GallerySlider/GallerySlider.css';
import { placeholderMedia } from '../placeholders';
import { framed } from '../decorators';

const [picture] = placeholderMedia(['Great room']);

const meta = preview.meta({
  title: 'Widgets/SwipeStage',
  component: SwipeStage,
  args: {
    picture,
    className: styles.stage,
    imageClassName: styles.image,
    onNext: fn(),
    onPrevious: fn(),
    children: <p style={{ position: 'absolute', left: 16, bottom: 0, color: 'white' }}>Controls go here</p>,
  },
  decorators: [framed({ maxWidth: 720 })],
});

/** Drags across the stage from `from` to `to` pixels of its width, as a finger or a mouse does. */
const drag = async (stage: HTMLElement, from: number, to: number) => {
  const box = stage.getBoundingClientRect();
  const y = box.top + box.height / 2;
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target: stage, coords: { clientX: box.left + from, clientY: y } },
    { target: stage, coords: { clientX: box.left + to, clientY: y } },
    { keys: '[/MouseLeft]', target: stage, coords: { clientX: box.left + to, clientY: y } },
  ]);
};

export const ThePhotoAndItsControls = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Great room: placeholder photo' })).toBeVisible();
    await expect(canvas.getByText('Controls go here')).toBeVisible();
  },
});

export const SwipesStep = meta.story({
  play: async ({ args, canvas }) => {
    const stage = canvas.getByRole('img', { name: 'Great room: placeholder photo' });
    // Left is the next photo, right the previous; a drag of 50 px or less is not a swipe.
    await drag(stage, 300, 150);
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await drag(stage, 150, 300);
    await expect(args.onPrevious).toHaveBeenCalledTimes(1);
    await drag(stage, 200, 240);
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await expect(args.onPrevious).toHaveBeenCalledTimes(1);
  },
});

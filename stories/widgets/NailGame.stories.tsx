import preview from '../../.storybook/preview';
import { act } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { randomFrom } from '../../domain/company/random';
import { NailGame } from '../../ui/src/widgets/site/NailGame';
import { manualClock } from '../clock';
import { onPhone } from '../viewports';
import { framed } from '../decorators';

const meta = preview.meta({
  title: 'Widgets/NailGame',
  component: NailGame,
  decorators: [framed({ maxWidth: 720 })],
});

const clock = manualClock();
const advance = (ms: number) => act(() => clock.advance(ms));

export const Idle = meta.story({
  args: { clock, random: randomFrom('nail game').next, onHitSound: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bang the Nails!')).toBeVisible();
    await expect(canvas.getByText('30s')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Sound' })).toBeChecked();
    await expect(canvas.getByRole('slider', { name: 'Volume' })).toHaveValue('0.4');
  },
});

export const Running = meta.story({
  args: { clock, random: randomFrom('nail game').next, onHitSound: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start Game' }));
    await advance(4_000);
    await expect(canvas.getByText('26s')).toBeVisible();
    const nails = canvas.getAllByRole('button', { name: 'Nail, hit it' });
    await expect(nails.length).toBeGreaterThan(0);
    await userEvent.click(nails[0]!);
    await expect(canvas.getByText('10')).toBeVisible();
    await expect(args.onHitSound).toHaveBeenCalledWith(0.4);
    await expect(canvas.getByRole('button', { name: 'Nail, hammered' })).toBeDisabled();
  },
});

export const SoundOff = meta.story({
  args: { clock, random: randomFrom('sound off').next, onHitSound: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Sound' }));
    await expect(canvas.getByRole('slider', { name: 'Volume' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Start Game' }));
    await advance(2_000);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Nail, hit it' })[0]!);
    await expect(args.onHitSound).not.toHaveBeenCalled();
  },
});

export const GameOver = meta.story({
  args: { clock, random: randomFrom('game over').next, onHitSound: fn() },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start Game' }));
    await advance(31_000);
    await expect(canvas.getByText('Keep Practicing')).toBeVisible();
    await expect(canvas.getByText(/Final score:/)).toHaveTextContent('Final score: 0 · Missed:');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Play Again' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('30s')).toBeVisible();
    await expect(canvas.queryByText('Keep Practicing')).toBeNull();
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  args: { clock, random: randomFrom('nail game').next, onHitSound: fn() },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start Game' }));
    await advance(2_400);
    const board = canvas.getByRole('group', { name: 'Nail board' });
    await expect(board.getBoundingClientRect().width).toBeLessThanOrEqual(390);
  },
});

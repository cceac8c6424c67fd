import preview from '../../.storybook/preview';
import { ChevronRight, Pause } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { RoundButton } from '../../ui/src/widgets/site/RoundButton';

const meta = preview.meta({
  title: 'Widgets/RoundButton',
  component: RoundButton,
  args: { label: 'Next photo', icon: ChevronRight, onClick: fn() },
});

export const OnThePage = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next photo' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
});

export const OverAPhoto = meta.story({
  args: { label: 'Pause slideshow', icon: Pause, tone: 'dark', iconSize: 'sm' },
  render: (args) => (
    <div style={{ background: '#25313d', padding: 16 }}>
      <RoundButton {...args} />
    </div>
  ),
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
});

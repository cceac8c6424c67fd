import preview from '../../.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { UnansweredQuestion } from '@site/domain/assistant/unanswered';
import { UnansweredQuestions } from '../../ui/src/widgets/staff/UnansweredQuestions';
import { framed } from '../decorators';
import { listItems } from '../lists';

const questions: UnansweredQuestion[] = [
  { question: 'do you sell lumber to the public', count: 7, lastAsked: '2026-11-26' },
  { question: 'do you rent scaffolding', count: 3, lastAsked: '2026-11-20' },
  { question: 'can you fix my car', count: 1, lastAsked: '2026-11-02' },
];

const meta = preview.meta({
  title: 'Widgets/UnansweredQuestions',
  component: UnansweredQuestions,
  args: { questions },
  decorators: [framed({ maxWidth: 760 })],
});

export const MostAskedFirst = meta.story({
  play: async ({ canvas }) => {
    const items = await listItems(canvas, 'Unanswered questions', 3);
    await expect(items[0]).toHaveAccessibleName('do you sell lumber to the public');
    await expect(items[0]).toHaveTextContent('Last asked Nov 26, 2026');
    await expect(items[0]).toHaveTextContent('Asked 7 times');
    await expect(items[2]).toHaveTextContent('Asked once');
  },
});

export const NoneUnanswered = meta.story({
  args: { questions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The assistant answered every question of the last 30 days.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
});

export const AnswerOne = meta.story({
  args: { onAnswer: fn() },
  play: async ({ args, canvas }) => {
    const items = await listItems(canvas, 'Unanswered questions', 3);
    await userEvent.click(
      within(items[1] as HTMLElement).getByRole('button', { name: 'Answer do you rent scaffolding' }),
    );
    await expect(args.onAnswer).toHaveBeenCalledWith('do you rent scaffolding');
  },
});

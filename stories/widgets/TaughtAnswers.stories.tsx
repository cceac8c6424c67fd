import preview from '../../.storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { taughtAnswerMessages, type AdminTaughtAnswer } from '@site/domain/assistant/taught';
import { TaughtAnswers, type TaughtAnswersProps } from '../../ui/src/widgets/staff/TaughtAnswers';
import { announcementsExpired } from '../announcer';
import { framed } from '../decorators';
import { listItems } from '../lists';
import { onPhone } from '../viewports';

const answers: AdminTaughtAnswer[] = [
  {
    id: 'taught-1',
    question: 'Do you rent scaffolding?',
    answer: 'We do not rent scaffolding; our crews bring their own to every job.',
    href: '/#contact',
    uses: 12,
    createdAt: '2026-11-02T18:00:00.000Z',
    createdBy: 'ana.reyes@pacificspan.example',
    updatedAt: '2026-11-20T17:30:00.000Z',
    updatedBy: 'kai.nakamura@pacificspan.example',
    retiredAt: null,
  },
  {
    id: 'taught-2',
    question: 'Is there parking at your office?',
    answer: 'Yes: visitors park in front of the Concord office.',
    href: '/#contact',
    uses: 1,
    createdAt: '2026-11-10T19:00:00.000Z',
    createdBy: 'ana.reyes@pacificspan.example',
    updatedAt: '2026-11-10T19:00:00.000Z',
    updatedBy: 'ana.reyes@pacificspan.example',
    retiredAt: null,
  },
  {
    id: 'taught-3',
    question: 'Do you sell lumber to the public?',
    answer: 'We no longer sell lumber; ask our partners.',
    href: '/partners',
    uses: 4,
    createdAt: '2026-09-14T18:00:00.000Z',
    createdBy: 'kai.nakamura@pacificspan.example',
    updatedAt: '2026-10-01T16:00:00.000Z',
    updatedBy: 'ana.reyes@pacificspan.example',
    retiredAt: '2026-10-01T16:00:00.000Z',
  },
];

const sitePaths = ['/', '/intake', '/partners', '/cost-plus-advantage'];

/** What the page's action raises for a refusal: the server's sentence and its field messages. */
const refusal = (message: string, fieldErrors?: Record<string, string>) =>
  Object.assign(new Error(message), { serverMessage: message, fieldErrors });

const meta = preview.meta({
  title: 'Widgets/TaughtAnswers',
  component: TaughtAnswers,
  args: {
    answers,
    sitePaths,
    onTeach: fn<TaughtAnswersProps['onTeach']>(async () => {}),
    onEdit: fn<TaughtAnswersProps['onEdit']>(async () => {}),
    onRetire: fn<TaughtAnswersProps['onRetire']>(async () => {}),
  },
  decorators: [framed({ maxWidth: 760 })],
});

const page = () => within(document.body);
const field = (canvas: ReturnType<typeof within>, name: RegExp) => canvas.getByRole('textbox', { name });

export const ListWithUseCounts = meta.story({
  play: async ({ canvas }) => {
    const items = await listItems(canvas, 'Taught answers', 3);
    await expect(items[0]).toHaveAccessibleName('Do you rent scaffolding?');
    await expect(items[0]).toHaveTextContent('Given 12 times');
    await expect(items[0]).toHaveTextContent('(/#contact)');
    await expect(items[0]).toHaveTextContent('Written by ana.reyes@pacificspan.example');
    await expect(items[0]).toHaveTextContent('last changed by kai.nakamura@pacificspan.example');
    await expect(items[1]).toHaveTextContent('Given once');
    await expect(items[1]).not.toHaveTextContent('last changed');
    await expect(items[2]).toHaveTextContent('Retired');
    await expect(within(items[2] as HTMLElement).queryByRole('button')).toBeNull();
  },
});

export const Empty = meta.story({
  args: { answers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No answers taught yet/)).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Teach the assistant an answer' })).toBeVisible();
  },
});

export const TeachFromAnUnansweredQuestion = meta.story({
  args: { draft: 'do you install solar panels' },
  play: async ({ args, canvas }) => {
    await expect(field(canvas, /Visitor's question/)).toHaveValue('do you install solar panels');
    await userEvent.type(field(canvas, /^Answer/), 'Not ourselves; tell us about the project.');
    await userEvent.type(field(canvas, /Page of the site/), '/intake');
    await userEvent.click(canvas.getByRole('button', { name: 'Teach the assistant' }));
    await waitFor(() =>
      expect(args.onTeach).toHaveBeenCalledWith({
        question: 'do you install solar panels',
        answer: 'Not ourselves; tell us about the project.',
        href: '/intake',
      }),
    );
    await waitFor(() => expect(page().getByText(taughtAnswerMessages.taught)).toBeVisible());
    await announcementsExpired();
  },
});

export const RefusesOtherSitesAndUnknownPages = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.type(field(canvas, /Visitor's question/), 'Where can I rent a lift?');
    await userEvent.type(field(canvas, /^Answer/), 'Try www.lifts.example');
    await userEvent.type(field(canvas, /Page of the site/), '/no-such-page');
    await userEvent.click(canvas.getByRole('button', { name: 'Teach the assistant' }));
    await expect(await canvas.findByText(taughtAnswerMessages.otherSite)).toBeVisible();
    await expect(canvas.getByText(taughtAnswerMessages.href)).toBeVisible();
    await expect(field(canvas, /^Answer/)).toHaveFocus();
    await expect(args.onTeach).not.toHaveBeenCalled();
  },
});

export const Editing = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit the answer to Do you rent scaffolding?' }));
    const form = canvas.getByRole('form', { name: 'Edit the answer to Do you rent scaffolding?' });
    await expect(within(form).getByRole('textbox', { name: /^Answer/ })).toHaveValue(answers[0]?.answer);
    const answerField = within(form).getByRole('textbox', { name: /^Answer/ });
    await userEvent.clear(answerField);
    await userEvent.type(answerField, 'Ask our partners about scaffolding.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(args.onEdit).toHaveBeenCalledWith(answers[0], {
        question: 'Do you rent scaffolding?',
        answer: 'Ask our partners about scaffolding.',
        href: '/#contact',
      }),
    );
    await expect(await canvas.findByRole('form', { name: 'Teach the assistant an answer' })).toBeVisible();
    await announcementsExpired();
  },
});

export const Saving = meta.story({
  args: { onTeach: fn<TaughtAnswersProps['onTeach']>(() => new Promise(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas, /Visitor's question/), 'Do you build decks?');
    await userEvent.type(field(canvas, /^Answer/), 'Yes, as part of a home project.');
    await userEvent.type(field(canvas, /Page of the site/), '/intake');
    await userEvent.click(canvas.getByRole('button', { name: 'Teach the assistant' }));
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toHaveAttribute('aria-disabled', 'true');
  },
});

export const SaveRefused = meta.story({
  args: {
    onEdit: fn<TaughtAnswersProps['onEdit']>(() => Promise.reject(refusal(taughtAnswerMessages.stale))),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit the answer to Is there parking at your office?' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(taughtAnswerMessages.stale);
    await expect(
      canvas.getByRole('form', { name: 'Edit the answer to Is there parking at your office?' }),
    ).toBeVisible();
    const toast = await page().findByRole('alertdialog');
    await waitFor(() => expect(within(toast).getByText('Could not save the answer')).toBeVisible());
  },
});

export const Retire = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Retire the answer to Is there parking at your office?' }),
    );
    await expect(args.onRetire).toHaveBeenCalledWith(answers[1]);
    await waitFor(() => expect(page().getByText('Answer retired')).toBeVisible());
    await announcementsExpired();
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Teach the assistant' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});

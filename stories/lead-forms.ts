import { honeypotField } from '@site/domain/forms/honeypot';
import { leadQueuedCopy } from '@site/domain/lead-forms/lead-delivery';
import type { SubmitContext } from '../ui/src/components/Form';
import type { LeadFormCopy, SubmitLead } from '../ui/src/widgets/forms/lead-form';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { framed } from './decorators';
import { onPhone } from './viewports';

/**
 * Helpers shared by the four lead-form stories (IntakeForm, PartnerForm, EmergencyForm, BidForm), and the steps the
 * site's other forms (ContactForm, NdaAccessForm, RecommendationForm, ProjectCalculator, AppLoginForm) take the same way.
 */

export type Canvas = ReturnType<typeof within>;

/** Toasts render at the end of the body, outside the story's canvas. */
export const body = () => within(document.body);

/** One visitor action: type into a field, choose from a select, or tick a checkbox. */
export type FillStep = readonly ['type' | 'choose', label: RegExp, value: string] | readonly ['check', option: string];

export async function fill(canvas: Canvas, steps: readonly FillStep[]) {
  for (const step of steps) {
    if (step[0] === 'check') {
      await userEvent.click(canvas.getByRole('checkbox', { name: step[1] }));
    } else if (step[0] === 'type') {
      await userEvent.click(canvas.getByLabelText(step[1]));
      await userEvent.paste(step[2]);
    } else {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: step[1] }), step[2]);
    }
  }
}

/**
 * Ends a story with `element` in the middle of the viewport: the screenshot paints only the viewport, and an
 * element on its edge (the focused submit button) can differ by a pixel from run to run.
 */
export const centre = (element: HTMLElement) => element.scrollIntoView({ block: 'center' });

/** The one toast on screen has this title, description and tone. */
export async function expectToast(title: string, description: string, tone: 'default' | 'destructive' = 'default') {
  const toast = await body().findByRole('alertdialog');
  await waitFor(() => expect(within(toast).getByText(title)).toBeVisible());
  await expect(within(toast).getByText(description)).toBeVisible();
  await expect(toast).toHaveAttribute('data-tone', tone);
}

/** While the send is under way the button says `label` and is aria-disabled: a second press sends nothing more. */
export async function expectPending(canvas: Canvas, label: string, send: unknown) {
  const pending = await canvas.findByRole('button', { name: label });
  await expect(pending).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(pending);
  await expect(send).toHaveBeenCalledTimes(1);
  return pending;
}

/** A retry of the same request reuses its idempotency key, so it can never become two leads. */
export async function expectRetryKeepsKey(send: {
  mock: { calls: readonly (readonly [unknown, SubmitContext, ...unknown[]])[] };
}) {
  await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
  const [first, second] = send.mock.calls;
  await expect(second?.[1].idempotencyKey).toBe(first?.[1].idempotencyKey);
}

/**
 * Every message is shown beside its field and the first invalid field has the focus. The messages come once
 * the form's schema has loaded, which a submit before any focus waits for (docs/decisions/048).
 */
export async function expectFieldErrors(canvas: Canvas, messages: readonly string[], firstInvalid: HTMLElement) {
  for (const message of messages) await expect(await canvas.findByText(message)).toBeVisible();
  await waitFor(() => expect(firstInvalid).toHaveFocus());
}

/** The honeypot is there for bots only: empty, and never reached with the Tab key. */
export async function expectHoneypot(canvas: Canvas) {
  const trap = canvas.getByLabelText('Leave this field empty');
  await expect(trap).toHaveValue('');
  await expect(trap).toHaveAttribute('tabindex', '-1');
}

interface SharedStoryConfig<R> {
  formName: string;
  copy: LeadFormCopy;
  /** The required fields, filled with valid values. */
  required: readonly FillStep[];
  /** Every field's message, as the form words it. */
  messages: Readonly<Record<string, string>>;
  /** The fields an empty submit leaves alone: their messages are not shown. */
  optional?: readonly (keyof R & string)[];
  firstInvalid: (canvas: Canvas) => HTMLElement;
  /** A field `required` fills, to prove failure keeps it. */
  kept: { label: RegExp; value: string };
  /** The failure toast's description when the page's send throws '503: Service Unavailable'. */
  failureDescription: string;
  /** Part of what a successful submit hands to the page (option values, not labels). */
  sent: Record<string, unknown>;
}

type Play<R> = (context: { args: { onSubmit: SubmitLead<R> }; canvas: Canvas }) => Promise<void>;
interface SharedStory<R> {
  args?: { onSubmit: SubmitLead<R> };
  globals?: typeof onPhone;
  play: Play<R>;
}

/**
 * The states every lead form has, driven the same way: errors after an empty submit with focus on the first
 * invalid field, pending, success (toast, confirmation, reset), failure (toast, data kept), a lead that
 * could only be queued, and the phone width.
 */
export function leadFormStories<R>({ messages: allMessages, optional = [], ...config }: SharedStoryConfig<R>) {
  const { copy, required } = config;
  /** What an empty submit shows: every message but those of the optional fields. */
  const messages = Object.entries(allMessages)
    .filter(([field]) => !optional.some((name) => name === field))
    .map(([, message]) => message);
  /**
   * The meta args and decorators every lead form shares: a send that succeeds, and room below the submit button,
   * as its focus ring must not touch the screenshot's bottom edge.
   */
  const meta = {
    args: { onSubmit: fn<SubmitLead<R>>(async () => 'sent') },
    decorators: [framed({ maxWidth: 760, paddingBottom: 48 })],
  };
  const submit = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: copy.submit }));
  const stories = {
    Empty: {
      play: async ({ canvas }) => {
        await expect(canvas.getByRole('form', { name: config.formName })).toBeVisible();
        await expect(canvas.getAllByText('*')).toHaveLength(messages.length);
        await expectHoneypot(canvas);
        await expect(canvas.getByRole('button', { name: copy.submit })).toBeEnabled();
      },
    },
    ErrorsAfterSubmit: {
      play: async ({ args, canvas }) => {
        await submit(canvas);
        await expectFieldErrors(canvas, messages, config.firstInvalid(canvas));
        await expect(args.onSubmit).not.toHaveBeenCalled();
      },
    },
    Pending: {
      args: { onSubmit: fn<SubmitLead<R>>(() => new Promise(() => {})) },
      play: async ({ args, canvas }) => {
        await fill(canvas, required);
        await submit(canvas);
        centre(await expectPending(canvas, copy.pending, args.onSubmit));
      },
    },
    SuccessConfirmsAndResets: {
      play: async ({ args, canvas }) => {
        await fill(canvas, required);
        await submit(canvas);
        await expectToast(copy.success.title, copy.success.description);
        // The request and its key; a form with file fields also hands over its unsent files (none here).
        await expect(mocked(args.onSubmit).mock.calls[0]?.slice(0, 2)).toEqual([
          expect.objectContaining(config.sent),
          { idempotencyKey: expect.any(String) },
        ]);
        await waitFor(() => expect(canvas.getByLabelText(config.kept.label)).toHaveValue(''));
        const confirmation = canvas.getByText(copy.success.description);
        centre(confirmation);
        await expect(confirmation).toBeVisible();
      },
    },
    FailureKeepsData: {
      args: { onSubmit: fn<SubmitLead<R>>(() => Promise.reject(new Error('503: Service Unavailable'))) },
      play: async ({ canvas }) => {
        await fill(canvas, required);
        await submit(canvas);
        await expectToast(copy.failure.title, config.failureDescription, 'destructive');
        const kept = canvas.getByLabelText(config.kept.label);
        await expect(kept).toHaveValue(config.kept.value);
        await expect(canvas.getByRole('button', { name: copy.submit })).toBeEnabled();
        centre(kept);
      },
    },
    QueuedWhileOffline: {
      args: { onSubmit: fn<SubmitLead<R>>(async () => 'queued') },
      play: async ({ canvas }) => {
        await fill(canvas, required);
        await submit(canvas);
        await expectToast(leadQueuedCopy.title, leadQueuedCopy.description);
        await waitFor(() => expect(canvas.getByLabelText(config.kept.label)).toHaveValue(''));
        await expect(body().queryByText(copy.success.title)).toBeNull();
        centre(canvas.getByText(leadQueuedCopy.description));
      },
    },
    Phone: {
      globals: onPhone,
      play: async ({ canvas }) => {
        await submit(canvas);
        await expectFieldErrors(canvas, messages.slice(0, 2), config.firstInvalid(canvas));
        const controls = canvas
          .getAllByRole('textbox')
          .filter((control: HTMLElement) => control.getAttribute('name') !== honeypotField)
          .map((control: HTMLElement) => control.getBoundingClientRect());
        // One column: every text field starts at the same left edge.
        await expect(new Set(controls.map((box: DOMRect) => Math.round(box.left))).size).toBe(1);
      },
    },
  } satisfies Record<string, SharedStory<R>>;
  /** The form filled with `steps` and not sent: `readBack` checks some of what it shows, nothing reaches the page. */
  const filled = (steps: readonly FillStep[], readBack: (canvas: Canvas) => Promise<void>) => ({
    play: (async ({ args, canvas }) => {
      await fill(canvas, steps);
      await readBack(canvas);
      await expect(args.onSubmit).not.toHaveBeenCalled();
      centre(canvas.getByRole('button', { name: copy.submit }));
    }) satisfies Play<R>,
  });
  return { ...stories, filled, submit, meta };
}

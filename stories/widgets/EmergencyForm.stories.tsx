import preview from '../../.storybook/preview';
import { emergencyCopy, emergencyMessages } from '@site/domain/lead-forms/emergency';
import { LeadFilesNotKept } from '@site/domain/lead-forms/lead-delivery';
import { leadFileMessages } from '@site/domain/lead-forms/lead-files';
import type { EmergencyRequest } from '@site/domain/lead-forms/emergency-schema';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { EmergencyForm, type EmergencyFormProps } from '../../ui/src/widgets/forms/EmergencyForm';
import { centre, expectRetryKeepsKey, expectToast, fill, leadFormStories, type FillStep } from '../lead-forms';

const required: FillStep[] = [
  ['choose', /Urgency Level/, 'Critical (0-4 hours)'],
  ['choose', /Location/, 'Oregon'],
  ['choose', /Type of Emergency/, 'Water Damage'],
  ['type', /^Issue Description/, 'A burst main flooded the ground floor of our store.'],
  ['type', /^Contact Name/, 'Tom Becker'],
  ['type', /^Phone/, '(503) 555-0199'],
  ['type', /^Email/, 'tom@beckerhardware.example'],
  ['choose', /Preferred Response/, 'Phone call'],
  ['choose', /Timeline/, 'Immediately'],
];

const shared = leadFormStories<EmergencyRequest>({
  formName: 'Emergency service request',
  copy: emergencyCopy,
  required,
  messages: emergencyMessages,
  optional: ['budget'],
  firstInvalid: (canvas) => canvas.getByRole('combobox', { name: /Urgency Level/ }),
  kept: { label: /^Issue Description/, value: 'A burst main flooded the ground floor of our store.' },
  failureDescription: emergencyCopy.failure.description,
  sent: {
    urgencyLevel: 'critical',
    location: 'oregon',
    projectType: 'water-damage',
    preferredResponse: 'phone-call',
    timeline: 'immediately',
  },
});

const meta = preview.meta({ title: 'Widgets/EmergencyForm', component: EmergencyForm, ...shared.meta });

export const Empty = meta.story(shared.Empty);

export const Filled = meta.story(
  shared.filled([...required, ['choose', /Budget/, 'Insurance claim']], async (canvas) => {
    await expect(canvas.getByRole('combobox', { name: /Urgency Level/ })).toHaveDisplayValue('Critical (0-4 hours)');
    await expect(canvas.getByRole('combobox', { name: /Budget/ })).toHaveDisplayValue('Insurance claim');
  }),
);

export const ErrorsAfterSubmit = meta.story(shared.ErrorsAfterSubmit);

export const Pending = meta.story(shared.Pending);

export const SuccessConfirmsAndResets = meta.story(shared.SuccessConfirmsAndResets);

export const FailureKeepsData = meta.story(shared.FailureKeepsData);

/**
 * docs/decisions/016-lead-forms-and-the-outbox.md: a request that could only be queued still tells the visitor to call,
 * keeps the data, and a retry reuses its key.
 */
export const QueuedSaysCallUs = meta.story({
  args: { onSubmit: fn<EmergencyFormProps['onSubmit']>(async () => 'queued') },
  play: async ({ args, canvas }) => {
    await fill(canvas, required);
    await shared.submit(canvas);
    await expectToast(emergencyCopy.failure.title, emergencyCopy.failure.description, 'destructive');
    await expect(canvas.getByLabelText(/^Contact Name/)).toHaveValue('Tom Becker');
    const send = canvas.getByRole('button', { name: emergencyCopy.submit });
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    await expectRetryKeepsKey(args.onSubmit);
    await waitFor(() => expect(send).toBeEnabled());
    centre(send);
  },
});

export const Phone = meta.story(shared.Phone);

/** A file that starts like a JPEG. */
const photoFile = (name: string) =>
  new File([Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0])], name, { type: 'image/jpeg' });

/**
 * docs/decisions/077: photos go up under the request's own key before the request, which names them; until
 * then, leaving the page asks first, since nothing keeps them yet.
 */
const uploadFile = fn<NonNullable<EmergencyFormProps['uploadFile']>>(async () => {});

export const WithPhotos = meta.story({
  args: { uploadFile },
  play: async ({ args, canvas, canvasElement }) => {
    uploadFile.mockClear();
    await fill(canvas, required);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"][name="photos"]');
    await userEvent.upload(input!, [photoFile('porch.jpg'), photoFile('roof.jpg')]);
    await expect(await canvas.findAllByText('Goes with the request')).toHaveLength(2);
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    await expect(leaving.defaultPrevented).toBe(true);

    await shared.submit(canvas);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const [request, { idempotencyKey }] = args.onSubmit.mock.calls[0]!;
    const uploads = uploadFile.mock.calls;
    await expect(uploads.map(([file, target]) => [file.name, target.requestKey, target.field])).toEqual([
      ['porch.jpg', idempotencyKey, 'photos'],
      ['roof.jpg', idempotencyKey, 'photos'],
    ]);
    await expect(request.photos).toEqual(uploads.map(([, target]) => target.clientId));
    // Sent: the list is gone with the reset, and leaving asks nothing.
    await waitFor(() => expect(canvas.queryByText('porch.jpg')).toBeNull());
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    await expect(after.defaultPrevented).toBe(false);
  },
});

/** A photo upload that got no answer, as the page's upload rejects when the network is down. */
const unreachable = fn<NonNullable<EmergencyFormProps['uploadFile']>>(async () => {
  throw Object.assign(new Error('Network request failed'), {
    serverMessage: 'We could not reach our server. Please check your connection and try again.',
  });
});

const leavingAsks = () => {
  const leaving = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(leaving);
  return leaving.defaultPrevented;
};

/**
 * docs/decisions/081: photos that could not go up are handed to the page with the request; the page kept
 * them on the device with the queued request, so the form says so, still says to call, and leaving asks nothing.
 */
export const PhotosKeptOffline = meta.story({
  args: { uploadFile: unreachable, onSubmit: fn<EmergencyFormProps['onSubmit']>(async () => 'queued') },
  play: async ({ args, canvas, canvasElement }) => {
    await fill(canvas, required);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"][name="photos"]');
    await userEvent.upload(input!, [photoFile('porch.jpg'), photoFile('roof.jpg')]);
    await expect(await canvas.findAllByText('Goes with the request')).toHaveLength(2);
    await shared.submit(canvas);
    await expectToast(emergencyCopy.failure.title, emergencyCopy.failure.description, 'destructive');
    const [request, , unsent = []] = args.onSubmit.mock.calls[0]!;
    await expect(unsent.map(({ clientId, file }) => [clientId, file.name])).toEqual(
      (request.photos ?? []).map((id, index) => [id, ['porch.jpg', 'roof.jpg'][index]]),
    );
    await expect(await canvas.findAllByText(/^Saved on this device/)).toHaveLength(2);
    await expect(leavingAsks()).toBe(false);
  },
});

/** docs/decisions/081: where the browser cannot keep them, each photo says so and leaving the page asks first. */
export const PhotosNotKept = meta.story({
  args: {
    uploadFile: unreachable,
    onSubmit: fn<EmergencyFormProps['onSubmit']>(async () => {
      throw new LeadFilesNotKept();
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await fill(canvas, required);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"][name="photos"]');
    await userEvent.upload(input!, [photoFile('porch.jpg')]);
    await expect(await canvas.findAllByText('Goes with the request')).toHaveLength(1);
    await shared.submit(canvas);
    const list = await canvas.findByRole('list', { name: 'Files to send' });
    await waitFor(() => expect(list.querySelector('[role="alert"]')).toHaveTextContent(leadFileMessages.notKept));
    await expect(canvas.getByLabelText(/^Contact Name/)).toHaveValue('Tom Becker');
    await expect(leavingAsks()).toBe(true);
  },
});

import preview from '../../.storybook/preview';
import { leadFileLimitsText, leadFileMessages } from '@site/domain/lead-forms/lead-files';
import { expect, fn, userEvent } from 'storybook/test';
import {
  FileAttachments,
  type Attachment,
  type FileAttachmentsProps,
} from '../../ui/src/widgets/forms/FileAttachments';
import { framed } from '../decorators';
import type { Canvas } from '../lead-forms';
import { onPhone } from '../viewports';

const jpegHead = [0xff, 0xd8, 0xff, 0xe0];

/** A file of `bytes` bytes that starts like a JPEG. */
const photo = (name: string, bytes: number) => {
  const content = new Uint8Array(bytes);
  content.set(jpegHead);
  return new File([content], name, { type: 'image/jpeg' });
};

const attachment = (name: string, bytes: number, state: Partial<Attachment>): Attachment => ({
  id: `file-${name}`,
  field: 'photos',
  file: photo(name, bytes),
  status: 'ready',
  progress: 0,
  ...state,
});

const photosField: FileAttachmentsProps['field'] = {
  name: 'photos',
  label: 'Photos of the Damage',
  accept: 'images',
  camera: true,
  addLabel: 'Add photos',
};
const drawingsField: FileAttachmentsProps['field'] = {
  name: 'drawings',
  label: 'Drawings',
  accept: 'documents',
  addLabel: 'Add drawings',
};

const meta = preview.meta({
  title: 'Widgets/FileAttachments',
  component: FileAttachments,
  args: {
    field: photosField,
    attachments: [],
    onAdd: fn<FileAttachmentsProps['onAdd']>(),
    onRemove: fn<FileAttachmentsProps['onRemove']>(),
    onRetry: fn<FileAttachmentsProps['onRetry']>(),
  },
  decorators: [framed({ maxWidth: 560 })],
});

/** The list loads with the first file (docs/decisions/072): a story waits for it. */
const fileList = async (canvas: Canvas) => canvas.findByRole('list', { name: 'Files to send' });

export const Empty = meta.story({
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText(leadFileLimitsText('images'))).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Photos of the Damage' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"][name="photos"]');
    await expect(input).toHaveAttribute('accept', 'image/*');
    await expect(input).toHaveAttribute('multiple');
    // The camera input asks a phone for its rear camera.
    await expect(canvasElement.querySelector('input[data-camera]')).toHaveAttribute('capture', 'environment');
    await userEvent.upload(input!, [photo('porch.jpg', 2048), photo('roof.jpg', 4096)]);
    await expect(args.onAdd).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'porch.jpg' }),
      expect.objectContaining({ name: 'roof.jpg' }),
    ]);
  },
});

export const Uploading = meta.story({
  args: {
    attachments: [
      attachment('porch.jpg', 1_572_864, { status: 'sent', progress: 100 }),
      attachment('roof.jpg', 3_250_000, { status: 'uploading', progress: 40 }),
      attachment('gutter.jpg', 900_000, { status: 'ready' }),
    ],
  },
  play: async ({ canvas }) => {
    await fileList(canvas);
    const sending = canvas.getByRole('progressbar', { name: 'Sending roof.jpg' });
    await expect(sending).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByRole('progressbar', { name: 'Sent porch.jpg' })).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText('3.1 MB')).toBeVisible();
    await expect(canvas.getByText('Goes with the request')).toBeVisible();
    // A file on its way cannot be removed mid-flight.
    await expect(canvas.getByRole('button', { name: 'Remove roof.jpg' })).toBeDisabled();
  },
});

export const Failed = meta.story({
  args: {
    attachments: [
      attachment('roof.jpg', 3_250_000, {
        status: 'failed',
        message: 'We could not reach our server. Please check your connection and try again.',
      }),
    ],
  },
  play: async ({ args, canvas }) => {
    await fileList(canvas);
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not reach our server.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledWith('file-roof.jpg');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove roof.jpg' }));
    await expect(args.onRemove).toHaveBeenCalledWith('file-roof.jpg');
  },
});

export const TooLarge = meta.story({
  args: {
    attachments: [
      attachment('panorama.jpg', 31_457_280, { status: 'too-large', message: leadFileMessages.tooLarge('jpeg') }),
    ],
  },
  play: async ({ canvas }) => {
    await fileList(canvas);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This file is larger than 15 MB, the limit for an image.',
    );
    await expect(canvas.getByText('30.0 MB')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
});

export const WrongType = meta.story({
  args: {
    attachments: [
      attachment('setup.jpg', 120_000, { status: 'wrong-type', message: leadFileMessages.wrongType('images') }),
    ],
  },
  play: async ({ canvas }) => {
    await fileList(canvas);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This file is not a JPEG or PNG photo.');
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
});

export const Done = meta.story({
  args: {
    attachments: [
      attachment('porch.jpg', 1_572_864, { status: 'sent', progress: 100 }),
      attachment('roof.jpg', 3_250_000, { status: 'sent', progress: 100 }),
      attachment('gutter.jpg', 900_000, { status: 'sent', progress: 100 }),
    ],
  },
  play: async ({ canvas }) => {
    await fileList(canvas);
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(3);
    for (const bar of canvas.getAllByRole('progressbar')) await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

/** Kept on this device with a queued request (docs/decisions/081): no alert, no progress, nothing to retry. */
export const Kept = meta.story({
  args: {
    attachments: [
      attachment('porch.jpg', 1_572_864, { status: 'kept' }),
      attachment('roof.jpg', 3_250_000, { status: 'kept' }),
    ],
  },
  play: async ({ canvas }) => {
    await fileList(canvas);
    await expect(canvas.getAllByText(/^Saved on this device/)).toHaveLength(2);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
});

export const Plans = meta.story({
  args: {
    field: drawingsField,
    attachments: [attachment('site-plan.pdf', 8_400_000, { field: 'drawings', status: 'ready' })],
  },
  play: async ({ canvas, canvasElement }) => {
    await fileList(canvas);
    await expect(canvas.getByText(leadFileLimitsText('documents'))).toBeVisible();
    await expect(canvasElement.querySelector('input[type="file"]')).toHaveAttribute(
      'accept',
      'image/*,application/pdf',
    );
    await expect(canvasElement.querySelector('input[data-camera]')).toBeNull();
  },
});

export const Phone = meta.story({
  globals: onPhone,
  args: Uploading.input.args,
  play: async ({ canvas, canvasElement }) => {
    await fileList(canvas);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});

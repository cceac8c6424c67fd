import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { LeadFiles } from '../../ui/src/widgets/staff/LeadFiles';
import type { LeadFileSummary } from '@site/domain/lead-forms/lead-files';
import { framed } from '../decorators';
import { emptyStory } from '../load-states';
import { placeholderImage } from '../placeholders';
import { onPhone } from '../viewports';

const files: LeadFileSummary[] = [
  { id: 'porch', name: 'porch.jpg', kind: 'jpeg', size: 1_572_864, field: 'photos' },
  { id: 'roof', name: 'roof from the street.jpg', kind: 'jpeg', size: 3_250_000, field: 'photos' },
  { id: 'plan', name: 'site plan rev C.pdf', kind: 'pdf', size: 8_400_000, field: 'drawings' },
];

const meta = preview.meta({
  title: 'Widgets/LeadFiles',
  component: LeadFiles,
  args: {
    files,
    // Staff open files at /admin/files/:id; a story shows a stand-in photo in their place.
    fileUrl: (id: string) => (id === 'plan' ? '/admin/files/plan' : placeholderImage(id, id.length, 640, 480)),
  },
  decorators: [framed({ maxWidth: 720 })],
});

export const PhotosAndPlans = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
    await expect(canvas.getByRole('img', { name: 'porch.jpg' })).toBeVisible();
    const plan = canvas.getByRole('link', { name: 'site plan rev C.pdf' });
    await expect(plan).toHaveAttribute('download', 'site plan rev C.pdf');
    // The thumbnail and the list both open the photo in a new tab.
    for (const link of canvas.getAllByRole('link', { name: 'porch.jpg' })) {
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await expect(canvas.getByText('Drawing · PDF · 8.0 MB')).toBeVisible();
  },
});

export const NoFiles = meta.story(emptyStory({ files: [] }, 'No files were sent with this request.'));

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});

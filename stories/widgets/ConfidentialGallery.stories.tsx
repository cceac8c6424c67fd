import preview from '../../.storybook/preview';
import { expect, userEvent, type within } from 'storybook/test';
import { ConfidentialGallery } from '../../ui/src/widgets/site/ConfidentialGallery';
import { placeholderMedia } from '../placeholders';
import { onPhone } from '../viewports';

const sheets = placeholderMedia(
  ['Master Plan', 'Lot Layout', 'Utilities Plan', 'Grading Plan', 'Amenity Concept'],
  'Confidential',
);

const meta = preview.meta({
  title: 'Widgets/ConfidentialGallery',
  component: ConfidentialGallery,
  args: {
    images: sheets,
    badge: 'CONFIDENTIAL',
    overview: {
      title: 'Hawaii Subdivision Concept',
      paragraphs: ['A 300-lot subdivision concept on the Big Island, planned for panelized homes.'],
      facts: [
        { label: 'Lots', value: '300' },
        { label: 'Status', value: 'In Motion - NDA Protected' },
        { label: 'Construction', value: 'Panelized kits' },
        { label: 'Location', value: 'Big Island, Hawaii' },
      ],
    },
    notice:
      'Everything on this page is confidential under your non-disclosure agreement. Do not copy, share or photograph it.',
  },
  parameters: { layout: 'padded' },
});

type Canvas = ReturnType<typeof within>;
const counter = (canvas: Canvas) => canvas.getByText(/^\d \/ 5$/);

export const Unlocked = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('CONFIDENTIAL')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Hawaii Subdivision Concept' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Show photo/ })).toHaveLength(5);
    await expect(counter(canvas)).toHaveTextContent('1 / 5');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous photo' }));
    await expect(counter(canvas)).toHaveTextContent('5 / 5');
    await expect(canvas.getByRole('img', { name: 'Amenity Concept: placeholder photo' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next photo' }));
    await expect(counter(canvas)).toHaveTextContent('1 / 5');
    await userEvent.click(canvas.getByRole('button', { name: 'Show photo 3: Utilities Plan' }));
    await expect(counter(canvas)).toHaveTextContent('3 / 5');
    await expect(canvas.getByRole('complementary', { name: 'Confidentiality notice' })).toHaveTextContent(
      /Do not copy, share or photograph it/,
    );
    await expect(canvas.getByText('In Motion - NDA Protected')).toBeVisible();
    window.scrollTo(0, 0);
  },
});

export const LoadingImages = meta.story({
  args: { images: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading confidential images...');
    await expect(canvas.queryByRole('button', { name: 'Next photo' })).toBeNull();
  },
});

export const AccessExpired = meta.story({
  args: { images: null, loadError: 'Your access has expired. Please enter the access code again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Your access has expired. Please enter the access code again.',
    );
    await expect(canvas.queryByRole('status')).toBeNull();
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('CONFIDENTIAL')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next photo' }));
    await expect(counter(canvas)).toHaveTextContent('2 / 5');
    window.scrollTo(0, 0);
  },
});

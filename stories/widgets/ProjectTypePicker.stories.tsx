import preview from '../../.storybook/preview';
import { expect, userEvent } from 'storybook/test';
import { ProjectTypePicker, type ProjectType } from '../../ui/src/widgets/forms/ProjectTypePicker';
import { onPhone } from '../viewports';

const singleFamily: ProjectType = {
  id: 'single-family',
  label: 'Single Family',
  pricePerSqFt: '$150-250',
  description: 'Custom and production homes, from a single lot to a subdivision.',
  features: ['Custom floor plans engineered into panels', 'Framed in days, not weeks'],
};

const commercial: ProjectType = {
  id: 'commercial',
  label: 'Commercial',
  pricePerSqFt: '$100-180',
  description: 'Retail, office and light commercial buildings with long clear spans.',
  features: ['Long-span floor and roof panels', 'Coordinated with steel and concrete trades'],
};

const meta = preview.meta({
  title: 'Widgets/ProjectTypePicker',
  component: ProjectTypePicker,
  args: { types: [singleFamily, commercial] as const },
});

export const FirstType = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Single Family' })).toBeChecked();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Single Family' })).toBeVisible();
    await expect(canvas.getByText('$150-250 per sq ft')).toBeVisible();
  },
});

export const PicksAnother = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Commercial' }));
    await expect(canvas.getByRole('heading', { level: 3, name: 'Commercial' })).toBeVisible();
    await expect(canvas.getByText('$100-180 per sq ft')).toBeVisible();
    await expect(canvas.getByText('Long-span floor and roof panels')).toBeVisible();
  },
});

export const Keyboard = meta.story({
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Commercial' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: 'Commercial' })).toBeChecked();
    await expect(canvas.getByText('$100-180 per sq ft').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Framed in days, not weeks')).toBeVisible();
  },
});

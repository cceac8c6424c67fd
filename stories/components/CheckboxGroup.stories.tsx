import preview from '../../.storybook/preview';
import { inForm } from '../decorators';
import { expect, fn, userEvent } from 'storybook/test';
import { CheckboxGroup } from '../../ui/src/components/CheckboxGroup';
import { optionsFor } from '../options';

const services = optionsFor('Architectural Design', 'Engineering', 'Construction', 'Permitting');

const meta = preview.meta({
  title: 'Components/CheckboxGroup',
  component: CheckboxGroup,
  args: { label: 'Services needed', name: 'services', options: services, onChange: fn() },
});

export const ChooseSeveral = meta.story({
  args: { description: 'Choose all that apply.' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Engineering' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Permitting' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['engineering', 'permitting']);
    await expect(canvas.getByRole('group', { name: 'Services needed' })).toBeVisible();
  },
});

export const Invalid = meta.story({
  args: { name: 'projectTypes', label: 'Project types you handle', isRequired: true },
  decorators: [inForm({ projectTypes: 'Project types is required' })],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Project types is required')).toBeVisible();
    // Each checkbox says the group is invalid and why: the form's focus on the first invalid field lands on one.
    for (const box of canvas.getAllByRole('checkbox')) {
      await expect(box).toBeInvalid();
      await expect(box).toHaveAccessibleDescription('Project types is required');
    }
  },
});

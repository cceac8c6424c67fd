import preview from '../../.storybook/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { CheckboxGroup } from '../../ui/src/components/CheckboxGroup';
import { Form } from '../../ui/src/components/Form';
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
  render: (args) => (
    <Form validationErrors={{ projectTypes: 'Project types is required' }}>
      <CheckboxGroup {...args} name="projectTypes" label="Project types you handle" isRequired />
    </Form>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Project types is required')).toBeVisible();
  },
});

import preview from '../../.storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProjectDialog, type ProjectDialogProps } from '../../ui/src/widgets/staff/ProjectDialog';
import { overBudgetProject, sampleProject } from '../staff-fixtures';
import { announcementsExpired } from '../announcer';
import { onPhone } from '../viewports';
import { closedByEmptying } from '../decorators';

const onSave = (implementation: ProjectDialogProps['onSave']) => fn<ProjectDialogProps['onSave']>(implementation);

const Harness = closedByEmptying(ProjectDialog, 'project');

const meta = preview.meta({
  title: 'Widgets/ProjectDialog',
  component: ProjectDialog,
  args: { project: 'new' as const, onSave: onSave(async () => {}), onClose: fn() },
  render: (args) => <Harness {...args} />,
});

const page = () => within(document.body);

export const AddShowsRequiredMessages = meta.story({
  play: async ({ args }) => {
    const dialog = page().getByRole('dialog', { name: 'Add Project' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Project' }));
    for (const message of [
      'Project name is required',
      'Client is required',
      'Location is required',
      'Project type is required',
    ]) {
      await expect(await within(dialog).findByText(message)).toBeVisible();
    }
    await expect(args.onSave).not.toHaveBeenCalled();
  },
});

export const AddSaves = meta.story({
  play: async ({ args }) => {
    const dialog = page().getByRole('dialog', { name: 'Add Project' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Project name/ }), 'Hilo Warehouse');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Client/ }), 'Big Island Freight');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Location/ }), 'Hilo, Hawaii');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Type/ }), 'Warehouse');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Budget' }), '900000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Project' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        {
          name: 'Hilo Warehouse',
          client: 'Big Island Freight',
          location: 'Hilo, Hawaii',
          type: 'Warehouse',
          status: 'planning',
          progress: 0,
          budget: 900000,
          actualCost: null,
        },
        undefined,
      ),
    );
    await waitFor(() => expect(page().getByText('Project added')).toBeVisible());
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await announcementsExpired();
  },
});

export const EditExisting = meta.story({
  args: { project: sampleProject },
  play: async ({ args }) => {
    const dialog = page().getByRole('dialog', { name: 'Project Details' });
    await expect(within(dialog).getByRole('textbox', { name: /Project name/ })).toHaveValue('Concord Retail Center');
    await expect(within(dialog).getByRole('textbox', { name: 'Actual cost' })).toHaveValue('$1,580,000');
    const progress = within(dialog).getByRole('textbox', { name: 'Progress (%)' });
    await userEvent.clear(progress);
    await userEvent.type(progress, '80');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        {
          name: sampleProject.name,
          client: sampleProject.client,
          location: sampleProject.location,
          type: sampleProject.type,
          status: sampleProject.status,
          progress: 80,
          budget: sampleProject.budget,
          actualCost: sampleProject.actualCost,
        },
        sampleProject,
      ),
    );
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await announcementsExpired();
  },
});

export const FailedSaveKeepsItOpen = meta.story({
  args: { project: overBudgetProject, onSave: onSave(() => Promise.reject(new Error('500: Internal Server Error'))) },
  play: async () => {
    const dialog = page().getByRole('dialog', { name: 'Project Details' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const toast = await page().findByRole('alertdialog');
    await waitFor(() => expect(within(toast).getByText('Failed to save project')).toBeVisible());
    await expect(page().getByRole('dialog', { name: 'Project Details' })).toBeVisible();
  },
});

export const Saving = meta.story({
  args: { project: sampleProject, onSave: onSave(() => new Promise<void>(() => {})) },
  play: async () => {
    const dialog = page().getByRole('dialog', { name: 'Project Details' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  args: { project: sampleProject },
  play: async () => {
    await expect(page().getByRole('dialog', { name: 'Project Details' })).toBeVisible();
  },
});

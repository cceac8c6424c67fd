import type { AdminProject, ProjectInput } from '@site/domain/staff/projects';
import { describeError } from '@site/domain/forms/errors';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { Form, useZodForm } from '../../../components/Form';
import { NumberField } from '../../../components/NumberField';
import { Select } from '../../../components/Select';
import { showToast } from '../../../components/Toast/queue';
import { TextField } from '../../../components/TextField';
import { optionsOf, projectStatusLabels } from '../staff-format';
import { DialogActions } from '../dialog-actions';
import * as styles from './ProjectDialog.css';

export interface ProjectDialogProps {
  /** 'new' adds a project, a project edits it, null keeps the dialog closed. */
  project: AdminProject | 'new' | null;
  /** Saves the project; throw to report failure (the dialog stays open with what was typed). */
  onSave: (input: ProjectInput, project: AdminProject | undefined) => Promise<void>;
  onClose: () => void;
}

const statusOptions = optionsOf(projectStatusLabels);
const money = { style: 'currency', currency: 'USD', maximumFractionDigits: 0 } as const;

const blank: ProjectInput = {
  name: '',
  client: '',
  location: '',
  type: '',
  status: 'planning',
  progress: 0,
  budget: 0,
  actualCost: null,
};

/** Adds or edits a tracked project (View Details opens it); the fields of a tracked project (docs/product.md §12.4). */
export function ProjectDialog({ project, onSave, onClose }: ProjectDialogProps) {
  return (
    <Dialog
      title={project === 'new' ? 'Add Project' : 'Project Details'}
      size="2xl"
      isOpen={project !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
    >
      {(close) =>
        project === null ? null : (
          <ProjectForm
            key={project === 'new' ? 'new' : `${project.id}:${project.updatedAt}`}
            project={project === 'new' ? undefined : project}
            onSave={onSave}
            onDone={close}
          />
        )
      }
    </Dialog>
  );
}

function ProjectForm({
  project,
  onSave,
  onDone,
}: {
  project?: AdminProject;
  onSave: ProjectDialogProps['onSave'];
  onDone: () => void;
}) {
  const form = useZodForm({
    schema: () => import('@site/domain/staff/projects').then((module) => module.projectInputSchema),
    initialValues: project ?? blank,
    onSubmit: (input) => onSave(input, project),
    keepValuesOnSuccess: true,
    onSuccess: () => {
      showToast({ title: project ? 'Project updated' : 'Project added' });
      onDone();
    },
    onFailure: (error) =>
      showToast({ tone: 'destructive', title: 'Failed to save project', description: describeError(error) }),
  });
  const number = (name: 'progress' | 'budget') => ({
    name,
    value: form.values[name],
    onChange: (value: number) => form.setField(name, Number.isNaN(value) ? 0 : Math.round(value)),
  });

  return (
    <Form {...form.formProps} aria-label={project ? `Edit project ${project.name}` : 'Add a project'}>
      <div className={styles.row}>
        <TextField {...form.field('name')} label="Project name" isRequired />
        <TextField {...form.field('client')} label="Client" isRequired />
      </div>
      <div className={styles.row}>
        <TextField {...form.field('location')} label="Location" isRequired />
        <TextField {...form.field('type')} label="Type" isRequired />
      </div>
      <div className={styles.row}>
        <Select {...form.field('status')} label="Status" options={statusOptions} />
        <NumberField {...number('progress')} label="Progress (%)" minValue={0} maxValue={100} />
      </div>
      <div className={styles.row}>
        <NumberField {...number('budget')} label="Budget" hideSteppers minValue={0} formatOptions={money} />
        <NumberField
          name="actualCost"
          label="Actual cost"
          description="Leave empty until costs come in."
          hideSteppers
          minValue={0}
          formatOptions={money}
          value={form.values.actualCost ?? Number.NaN}
          onChange={(value) => form.setField('actualCost', Number.isNaN(value) ? null : Math.round(value))}
        />
      </div>
      <DialogActions onCancel={onDone} isPending={form.isPending}>
        <Button type="submit" isPending={form.isPending} pendingLabel="Saving...">
          {project ? 'Save Changes' : 'Add Project'}
        </Button>
      </DialogActions>
    </Form>
  );
}

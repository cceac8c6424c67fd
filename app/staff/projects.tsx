import type { AdminProject } from '@site/domain/staff/projects';
import { ProjectList } from '@site/ui/widgets/staff/ProjectCard';
import { ProjectDialog } from '@site/ui/widgets/staff/ProjectDialog';
import { useState } from 'react';
import { projectsAction, projectsLoader } from './projects.server';
import { PanelHeading } from './panel-heading';
import { revalidateAfterStale, useStaffAction } from './use-staff-action';
import type { Route } from './+types/projects';

export const loader = projectsLoader;
export const action = projectsAction;
export const shouldRevalidate = revalidateAfterStale;

/** Project Tracking (docs/product.md §12.4): the projects, added and edited in a dialog. */
export default function AdminProjects({ loaderData }: Route.ComponentProps) {
  const [project, setProject] = useState<AdminProject | 'new' | null>(null);
  const { send } = useStaffAction<typeof action>();
  return (
    <>
      <PanelHeading>Projects</PanelHeading>
      <ProjectList projects={loaderData.projects} onAdd={() => setProject('new')} onViewDetails={setProject} />
      <ProjectDialog
        project={project}
        onClose={() => setProject(null)}
        onSave={async (input, existing) => {
          // Someone else saved first: the dialog shows their version and the toast says why (docs/decisions/023).
          await send(
            existing
              ? { intent: 'edit', id: existing.id, ...input, updatedAt: existing.updatedAt }
              : { intent: 'add', ...input },
            { onStale: setProject },
          );
        }}
      />
    </>
  );
}

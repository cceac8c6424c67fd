import { StaleEditError, type AdminProject } from '@site/domain/admin';
import { ProjectList } from '@site/ui/widgets/ProjectCard';
import { ProjectDialog } from '@site/ui/widgets/ProjectDialog';
import { useState } from 'react';
import { revalidateAfterStale, useAdminAction } from './admin-actions';
import { projectsAction, projectsLoader } from './admin-dashboard.server';
import { PanelHeading } from './admin-tab';
import type { Route } from './+types/admin-projects';

export const loader = (args: Route.LoaderArgs) => projectsLoader(args);
export const action = (args: Route.ActionArgs) => projectsAction(args);
export const shouldRevalidate = revalidateAfterStale;

/** Project Tracking (docs/product.md §12.4): the projects, added and edited in a dialog. */
export default function AdminProjects({ loaderData }: Route.ComponentProps) {
  const [project, setProject] = useState<AdminProject | 'new' | null>(null);
  const { send } = useAdminAction();
  return (
    <>
      <PanelHeading>Projects</PanelHeading>
      <ProjectList projects={loaderData.projects} onAdd={() => setProject('new')} onViewDetails={setProject} />
      <ProjectDialog
        project={project}
        onClose={() => setProject(null)}
        onSave={async (input, existing) => {
          const change = existing
            ? { intent: 'edit', id: existing.id, ...input, updatedAt: existing.updatedAt }
            : { intent: 'add', ...input };
          // Someone else saved first: the dialog shows their version and the toast says why (docs/decisions/023).
          await send(change).catch((error: unknown) => {
            if (error instanceof StaleEditError) setProject(error.current as AdminProject);
            throw error;
          });
        }}
      />
    </>
  );
}

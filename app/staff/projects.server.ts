import { staleEditMessages } from '@site/domain/staff/lead-edits';
import { projectActionSchema, type AdminProject } from '@site/domain/staff/projects';
import type { LoaderFunctionArgs } from 'react-router';
import { createProject, listProjects, updateProject } from '../../worker/services/pipeline/projects';
import { answer, staffAction, staffLoader, staffOf } from './guard.server';

/** The project tracking page (docs/product.md §12.2). */

export const projectsLoader = staffLoader('staff', async ({ context }: LoaderFunctionArgs) => {
  return { projects: await listProjects(staffOf(context).db) };
});

/** A project added or edited; an edit of a version someone else changed since is refused with 409. */
export const projectsAction = staffAction(
  { schema: projectActionSchema, role: 'staff' },
  async (input, { db, staff }) => {
    if (input.intent === 'add') {
      const { intent: _, ...project } = input;
      await createProject(db, project, staff.email);
      return answer<AdminProject>({ ok: true, message: 'Project added' }, 201);
    }
    const { intent: _, id, ...edit } = input;
    const outcome = await updateProject(db, id, edit, staff.email);
    if (outcome.outcome === 'missing') {
      return answer<AdminProject>({ ok: false, message: `No project with id "${id}".` }, 404);
    }
    if (outcome.outcome === 'stale') {
      return answer<AdminProject>({ ok: false, message: staleEditMessages.project, current: outcome.current }, 409);
    }
    return answer<AdminProject>({ ok: true, message: 'Project updated' });
  },
);

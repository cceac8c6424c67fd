import {
  projectEditSchema,
  projectInputSchema,
  staleEditMessages,
  type AdminProject,
  type StaleEdit,
} from '@site/domain/admin';
import { Hono } from 'hono';
import { jsonOnly, limitBody, validJson } from '../../../http/body';
import { apiError } from '../../../http/errors';
import { createProject, listProjects, updateProject } from '../../../services/admin-projects';
import type { AdminEnv } from '../types';

/** Projects for staff: list, add (201), edit any of the fields (each change audited). */
export const projectsApi = new Hono<AdminEnv>()
  .get('/projects', async (c) => c.json(await listProjects(c.var.db)))
  .post('/projects', limitBody, jsonOnly, validJson(projectInputSchema), async (c) =>
    c.json(await createProject(c.var.db, c.req.valid('json'), c.var.staff.email), 201),
  )
  .patch('/projects/:id', limitBody, jsonOnly, validJson(projectEditSchema), async (c) => {
    const edit = await updateProject(c.var.db, c.req.param('id'), c.req.valid('json'), c.var.staff.email);
    if (edit.outcome === 'missing') return c.json(apiError(`No project with id "${c.req.param('id')}".`), 404);
    if (edit.outcome === 'stale') {
      return c.json(
        { message: staleEditMessages.project, current: edit.current } satisfies StaleEdit<AdminProject>,
        409,
      );
    }
    return c.json(edit.record);
  });

import {
  projectEditSchema,
  projectInputSchema,
  staleEditMessages,
  type AdminProject,
  type StaleEdit,
} from '@site/domain/admin';
import { Hono } from 'hono';
import { apiError } from '../../http/errors';
import { parseJsonBody } from '../../http/json-body';
import { createProject, listProjects, updateProject } from '../../services/admin-projects';
import type { AdminEnv } from './types';

/** Projects for staff: list, add (201), edit any of the fields (each change audited). */
export const projectsApi = new Hono<AdminEnv>()
  .get('/projects', async (c) => c.json(await listProjects(c.var.db)))
  .post('/projects', async (c) => {
    const body = await parseJsonBody(c, projectInputSchema);
    if (!body.ok) return body.response;
    return c.json(await createProject(c.var.db, body.data, c.var.staff.email), 201);
  })
  .patch('/projects/:id', async (c) => {
    const body = await parseJsonBody(c, projectEditSchema);
    if (!body.ok) return body.response;
    const edit = await updateProject(c.var.db, c.req.param('id'), body.data, c.var.staff.email);
    if (edit.outcome === 'missing') return c.json(apiError(`No project with id "${c.req.param('id')}".`), 404);
    if (edit.outcome === 'stale') {
      return c.json(
        { message: staleEditMessages.project, current: edit.current } satisfies StaleEdit<AdminProject>,
        409,
      );
    }
    return c.json(edit.record);
  });

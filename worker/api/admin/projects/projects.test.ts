import type { AdminProject } from '@site/domain/admin';
import { staleEditMessages } from '@site/domain/admin';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { database } from '../../../db/client';
import { projectEvents } from '../../../db/schema';
import { json, newProject, staffSignedInBeforeEach } from '../../../test/admin-data';

const db = database(env.DB);

const staff = staffSignedInBeforeEach();

describe('/api/admin/projects', () => {
  it('adds a project (201), lists it, and edits it with an audit trail', async () => {
    const created = await json<AdminProject>(staff.send('POST', '/api/admin/projects', newProject), 201);
    expect(created).toEqual({ id: expect.any(String), updatedAt: expect.any(String), ...newProject });
    expect(await json<AdminProject[]>(staff.call('/api/admin/projects'))).toEqual([created]);

    const updated = await json<AdminProject>(
      staff.send('PATCH', `/api/admin/projects/${created.id}`, {
        ...created,
        status: 'in-progress',
        progress: 20,
        actualCost: 650_000,
      }),
    );
    expect(updated).toEqual({
      ...created,
      status: 'in-progress',
      progress: 20,
      actualCost: 650_000,
      updatedAt: expect.any(String),
    });
    const events = await db.select().from(projectEvents).where(eq(projectEvents.projectId, created.id)).all();
    expect(events.map((event) => [event.actor, event.kind, event.before, event.after])).toEqual([
      [staff.member.email, 'created', null, expect.objectContaining({ name: newProject.name })],
      [
        staff.member.email,
        'updated',
        { status: 'planning', progress: 0, actualCost: null },
        { status: 'in-progress', progress: 20, actualCost: 650_000 },
      ],
    ]);
  });

  it('answers bad input with 400 and the field messages, and an unknown id with 404', async () => {
    const bad = await staff.send('POST', '/api/admin/projects', { ...newProject, name: ' ', progress: 140 });
    expect(bad.status).toBe(400);
    expect((await bad.json<{ fieldErrors: object }>()).fieldErrors).toEqual({
      name: 'Project name is required',
      progress: 'Progress is 0 to 100',
    });
    expect((await staff.send('PATCH', '/api/admin/projects/no-such-project', { progress: 5 })).status).toBe(404);
    expect((await staff.send('PATCH', '/api/admin/projects/no-such-project', { status: 'done' })).status).toBe(400);
  });
});

describe('concurrent edits', () => {
  it('answer a stale project edit with 409 and the current project', async () => {
    const created = await json<AdminProject>(staff.send('POST', '/api/admin/projects', newProject), 201);
    await json<AdminProject>(staff.send('PATCH', `/api/admin/projects/${created.id}`, { ...created, progress: 40 }));
    const stale = await staff.send('PATCH', `/api/admin/projects/${created.id}`, { ...created, progress: 10 });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({
      message: staleEditMessages.project,
      current: { ...created, progress: 40, updatedAt: expect.any(String) },
    });
    const events = await db.select().from(projectEvents).where(eq(projectEvents.projectId, created.id)).all();
    expect(events.map((event) => event.kind)).toEqual(['created', 'updated']);
  });
});

import type { AdminProject, ProjectInput } from '@site/domain/staff/projects';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { projectEvents, projects, type Project } from '../../db/schema';
import { changesBetween, nowIso, updatedEventColumns, type EditOutcome } from './changes';

export type ProjectRecord = typeof projects.$inferInsert;

/** The row a new project is stored as: an empty actual cost is stored as none. */
export const projectRecord = (input: ProjectInput, id: string = crypto.randomUUID()): ProjectRecord => ({
  id,
  ...input,
  actualCost: input.actualCost ?? null,
});

export async function listProjects(db: Database): Promise<AdminProject[]> {
  return db.select().from(projects).orderBy(desc(projects.createdAt), desc(projects.id)).all();
}

/** Stores a project and its 'created' event in one batch. */
export async function createProject(db: Database, input: ProjectInput, actor: string): Promise<AdminProject> {
  const record = projectRecord(input);
  const [[created]] = await db.batch([
    db.insert(projects).values(record).returning(),
    db.insert(projectEvents).values({ projectId: record.id, actor, kind: 'created', after: { ...input } }),
  ]);
  if (!created) throw new Error('Project insert returned no row');
  return created;
}

/**
 * Applies the changed fields and records them (before, after, who) in one batch, with the same optimistic
 * concurrency and in-batch "before" as a lead's edit (worker/services/pipeline/lead-reads.ts).
 */
export async function updateProject(
  db: Database,
  id: string,
  edit: Partial<ProjectInput> & { updatedAt?: string },
  actor: string,
): Promise<EditOutcome<AdminProject>> {
  const { updatedAt: loaded, ...input } = edit;
  const current = await db.select().from(projects).where(eq(projects.id, id)).get();
  if (!current) return { outcome: 'missing' };
  if (loaded !== undefined && loaded !== current.updatedAt) return { outcome: 'stale', current: current };
  const change = changesBetween<Project>(current, input);
  if (!change) return { outcome: 'updated', record: current };
  const unchanged = and(eq(projects.id, id), eq(projects.updatedAt, current.updatedAt));
  const [, [updated]] = await db.batch([
    db.insert(projectEvents).select(
      db
        .select({
          // drizzle checks these are the table's columns, in its order; null lets SQLite number the event.
          id: sql<number>`null`.as('id'),
          projectId: projects.id,
          ...updatedEventColumns(projects, change, actor),
        })
        .from(projects)
        .where(unchanged),
    ),
    db
      .update(projects)
      .set({ ...change.after, updatedAt: nowIso })
      .where(unchanged)
      .returning(),
  ]);
  if (updated) return { outcome: 'updated', record: updated };
  const now = await db.select().from(projects).where(eq(projects.id, id)).get();
  return now ? { outcome: 'stale', current: now } : { outcome: 'missing' };
}

import type { AdminProject, ProjectInput } from '@site/domain/admin';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { projectEvents, projects, type Project } from '../db/schema';
import { changesBetween } from './changes';

export const toAdminProject = (project: Project): AdminProject => ({
  id: project.id,
  name: project.name,
  client: project.client,
  location: project.location,
  type: project.type,
  status: project.status,
  progress: project.progress,
  budget: project.budget,
  actualCost: project.actualCost ?? undefined,
});

export type ProjectRecord = typeof projects.$inferInsert;

/** The row a new project is stored as: an empty actual cost is stored as none. */
export const projectRecord = (input: ProjectInput, id: string = crypto.randomUUID()): ProjectRecord => ({
  id,
  ...input,
  actualCost: input.actualCost ?? null,
});

export async function listProjects(db: Database): Promise<AdminProject[]> {
  const rows = await db.select().from(projects).orderBy(desc(projects.createdAt), desc(projects.id)).all();
  return rows.map(toAdminProject);
}

/** Stores a project and its 'created' event in one batch. */
export async function createProject(db: Database, input: ProjectInput, actor: string): Promise<AdminProject> {
  const record = projectRecord(input);
  const [[created]] = await db.batch([
    db.insert(projects).values(record).returning(),
    db.insert(projectEvents).values({ projectId: record.id, actor, kind: 'created', after: { ...input } }),
  ]);
  if (!created) throw new Error('Project insert returned no row');
  return toAdminProject(created);
}

/** Applies the changed fields and records them (before, after, who) in one batch; null for an unknown id. */
export async function updateProject(
  db: Database,
  id: string,
  input: Partial<ProjectInput>,
  actor: string,
): Promise<AdminProject | null> {
  const current = await db.select().from(projects).where(eq(projects.id, id)).get();
  if (!current) return null;
  const change = changesBetween<Project>(current, input);
  if (!change) return toAdminProject(current);
  const [[updated]] = await db.batch([
    db
      .update(projects)
      .set({ ...change.after, updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` })
      .where(eq(projects.id, id))
      .returning(),
    db
      .insert(projectEvents)
      .values({ projectId: id, actor, kind: 'updated', before: change.before, after: change.after }),
  ]);
  return updated ? toAdminProject(updated) : null;
}

import { z } from '../forms/zod';
import { requiredText } from '../forms/text-schema';
import { fieldMessages } from '../forms/text';

/** Project tracking (docs/product.md §12.2). */

export const projectStatuses = ['planning', 'in-progress', 'completed', 'on-hold'] as const;

export type ProjectStatus = (typeof projectStatuses)[number];

/**
 * A tracked project (docs/product.md §12.4): what the staff pages read of a `projects` row, which the Worker
 * hands over as it is stored (docs/decisions/066), so a column whose type changes fails to compile here.
 */
export interface AdminProject {
  id: string;
  name: string;
  client: string;
  location: string;
  type: string;
  status: ProjectStatus;
  progress: number;
  budget: number;
  /** Null until staff record what the project has cost. */
  actualCost: number | null;
  /** The version an edit sends back: a project changed since answers 409 (docs/decisions/023). */
  updatedAt: string;
}

export const projectInputSchema = z.object({
  name: requiredText('Project name is required'),
  client: requiredText('Client is required'),
  location: requiredText(fieldMessages.location),
  type: requiredText('Project type is required'),
  status: z.enum(projectStatuses),
  progress: z.number().int().min(0, { error: 'Progress is 0 to 100' }).max(100, { error: 'Progress is 0 to 100' }),
  budget: z.number().int().min(0).max(10_000_000_000),
  actualCost: z.number().int().min(0).max(10_000_000_000).nullable().optional(),
});

/** A project edit: any of the fields, and the `updatedAt` the editor loaded (409 when it has changed). */
export const projectEditSchema = projectInputSchema.partial().extend({ updatedAt: z.string().max(40).optional() });

export type ProjectInput = z.infer<typeof projectInputSchema>;

/** The changes the dashboard's tabs make through their pages' actions (docs/product.md §12.2, §12.6). */
export const projectActionSchema = z.discriminatedUnion('intent', [
  projectInputSchema.extend({ intent: z.literal('add') }),
  projectEditSchema.extend({ intent: z.literal('edit'), id: z.string().min(1).max(64) }),
]);

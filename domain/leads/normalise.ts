import type { UrgencyLevel } from '../lead-forms/emergency';
import type { LeadFields } from './lead-source';
import { leadSourceRegistry, type LeadSource, type LeadSubmissionDataOf } from './leads';

/** A validated submission of one lead source, tagged with that source. */
export type LeadSubmission<S extends LeadSource = LeadSource> = {
  [Source in S]: { source: Source; data: LeadSubmissionDataOf[Source] };
}[S];

/** What a lead keeps as its submission: the validated request of one of the nine sources, as the server stored it. */
export type LeadSubmissionData = LeadSubmission['data'];

/** An erased lead's submission (docs/decisions/080): no field of it is kept. */
export type ErasedSubmission = Record<string, never>;

export const isErasedSubmission = (submission: LeadSubmissionData | ErasedSubmission): submission is ErasedSubmission =>
  Object.keys(submission).length === 0;

/** The admin Lead's fields, plus the urgency that puts emergencies at the top of the list. */
export interface NormalisedLead extends LeadFields {
  urgency?: UrgencyLevel;
}

/**
 * Each source's normaliser, typed by what that source stores: TypeScript checks here that every normaliser reads
 * only what its form's schema gives it.
 */
const normalisers: { [S in LeadSource]: { normalise: (data: LeadSubmissionDataOf[S]) => NormalisedLead } } =
  leadSourceRegistry;

/** Every lead as the admin Lead (docs/product.md §12.3), by its source's own normaliser (docs/decisions/107). */
export const normaliseLead = <S extends LeadSource>(submission: LeadSubmission<S>): NormalisedLead =>
  normalisers[submission.source].normalise(submission.data);

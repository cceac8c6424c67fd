import type { LeadDelivery } from '@site/domain/lead-forms/lead-delivery';
import { leadSourceRegistry, type LeadFormRequest, type LeadFormSource } from '@site/domain/leads/leads';
import type { SubmitContext } from '@site/ui/components/Form';
import type { UnsentFile } from '@site/ui/widgets/forms/FileAttachments';
import type { LeadEndpoint } from './api-client';
import { leadOutbox } from './outbox';

/** A public form's endpoint, from its registry entry (domain/leads/leads.ts). */
export const leadEndpointOf = (source: LeadFormSource): LeadEndpoint => `/api/${leadSourceRegistry[source].form.path}`;

/**
 * The one submit path of every public lead form (docs/product.md §7.2): the form's data, with its hidden
 * honeypot field and its idempotency key, goes through the outbox, so a dropped connection keeps the lead for
 * a re-send with the same key (delivered once), and any refusal of the request itself is the form's to show.
 * The files the form could not send are kept with it when they can wait (docs/decisions/081).
 * The request type is the input of the form's registry schema, the one the server validates with.
 */
export const submitLead =
  <S extends LeadFormSource>(source: S) =>
  (
    request: LeadFormRequest<S>,
    { idempotencyKey }: SubmitContext,
    unsent?: readonly UnsentFile[],
  ): Promise<LeadDelivery> =>
    leadOutbox().submit(leadEndpointOf(source), request, idempotencyKey, unsent);

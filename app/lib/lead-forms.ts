import type { LeadDelivery } from '@site/domain/lead-forms/lead-delivery';
import type { leadSourceRegistry, LeadFormPath, LeadFormRequest, LeadFormSource } from '@site/domain/leads/leads';
import type { SubmitContext } from '@site/ui/components/Form';
import type { UnsentFile } from '@site/ui/widgets/forms/FileAttachments';
import { leadOutbox, type KeptForm } from './outbox';

/** A public form's definition (domain/lead-forms/<form>.ts), as far as the browser reads it. */
type DefinitionAt<Path extends LeadFormPath> = { form: KeptForm & { path: Path } };

/** The registry's source whose form posts to `Path`: each form's path is its own. */
type SourceAt<Path extends LeadFormPath> = {
  [S in LeadFormSource]: (typeof leadSourceRegistry)[S]['form']['path'] extends Path ? S : never;
}[LeadFormSource];

/**
 * The one submit path of every public lead form (docs/product.md §7.2): the form's data, with its hidden
 * honeypot field and its idempotency key, goes through the outbox, so a dropped connection keeps the lead for
 * a re-send with the same key (delivered once), and any refusal of the request itself is the form's to show.
 * The files the form could not send are kept with it when they can wait (docs/decisions/081).
 * The page passes the form's definition, not its registry key: the registry imports every form's module, and
 * would bring every form's texts to the page (docs/decisions/107). The request type is the input of the schema
 * the registry joins to the definition's path, the one the server validates with.
 */
export const submitLead =
  <Path extends LeadFormPath>(definition: DefinitionAt<Path>) =>
  (
    request: LeadFormRequest<SourceAt<Path>>,
    { idempotencyKey }: SubmitContext,
    unsent?: readonly UnsentFile[],
  ): Promise<LeadDelivery> =>
    leadOutbox().submit(definition.form, request, idempotencyKey, unsent);

import type { LeadDelivery } from '@site/domain/lead-delivery';
import type { SubmitContext } from '@site/ui/components/Form';
import type { BidFormProps } from '@site/ui/widgets/BidForm';
import type { ContactFormProps } from '@site/ui/widgets/ContactForm';
import type { EmergencyFormProps } from '@site/ui/widgets/EmergencyForm';
import type { IntakeFormProps } from '@site/ui/widgets/IntakeForm';
import type { PartnerFormProps } from '@site/ui/widgets/PartnerForm';
import type { ProjectCalculatorProps } from '@site/ui/widgets/ProjectCalculator';
import { leadEndpoints, type LeadEndpoint, type LeadRequest } from './lead-endpoints';
import { leadOutbox } from './outbox';

/**
 * The one submit path of every public lead form (docs/product.md §7.2): the form's data, with its hidden
 * honeypot field and its idempotency key, goes through the outbox, so a dropped connection keeps the lead for
 * a re-send with the same key (delivered once), and any refusal of the request itself is the form's to show.
 * The request type is the endpoint's own, from the server's schema: a form whose data does not fit its
 * endpoint does not compile.
 */
export const submitTo =
  <E extends LeadEndpoint>(endpoint: E) =>
  (request: LeadRequest<E>, { idempotencyKey }: SubmitContext): Promise<LeadDelivery> =>
    leadOutbox().submit(endpoint, request, idempotencyKey);

export const sendIntake: IntakeFormProps['onSubmit'] = submitTo(leadEndpoints.intake);
export const sendContact: ContactFormProps['onSubmit'] = submitTo(leadEndpoints.contact);
export const sendCalculatorLead: ProjectCalculatorProps['onSendLead'] = submitTo(leadEndpoints.calculator);
export const sendPartnerApplication: PartnerFormProps['onSubmit'] = submitTo(leadEndpoints.partner);
export const sendEmergencyRequest: EmergencyFormProps['onSubmit'] = submitTo(leadEndpoints.emergency);
export const sendBidRequest: BidFormProps['onSubmit'] = submitTo(leadEndpoints.bid);

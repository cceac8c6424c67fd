import type { BidFormProps } from '@site/ui/widgets/BidForm';
import type { EmergencyFormProps } from '@site/ui/widgets/EmergencyForm';
import type { IntakeFormProps } from '@site/ui/widgets/IntakeForm';
import type { PartnerFormProps } from '@site/ui/widgets/PartnerForm';
import { leadEndpoints } from './api';
import { submitLead, type QueueableEndpoint } from './outbox';

/**
 * What the lead-form widgets' `onSubmit` does on every page: post through the outbox, so a network failure
 * keeps the lead for a later re-send with the same idempotency key, and any server answer is the form's to show.
 */
const sendTo =
  <Request>(endpoint: QueueableEndpoint) =>
  (request: Request, { idempotencyKey }: { idempotencyKey: string }) =>
    submitLead(endpoint, request, idempotencyKey);

export const sendIntake: IntakeFormProps['onSubmit'] = sendTo(leadEndpoints.intake);
export const sendPartnerApplication: PartnerFormProps['onSubmit'] = sendTo(leadEndpoints.partner);
export const sendEmergencyRequest: EmergencyFormProps['onSubmit'] = sendTo(leadEndpoints.emergency);
export const sendBidRequest: BidFormProps['onSubmit'] = sendTo(leadEndpoints.bid);

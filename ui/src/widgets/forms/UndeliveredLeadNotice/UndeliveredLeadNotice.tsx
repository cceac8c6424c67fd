import { Fragment, useState } from 'react';
import { Button } from '../../../components/Button';
import { Link } from '../../../components/Link';
import { Text } from '../../../components/Text';
import * as styles from './UndeliveredLeadNotice.css';

/** A lead the browser kept but could not deliver, as the visitor typed it. */
export interface UndeliveredLead {
  id: string;
  /** The form's name as the visitor knows it: "contact form", "emergency service request". */
  formName: string;
  /** When it was filled in, already written for people ("Mon, Nov 16"). */
  filledIn: string;
  reason: 'refused' | 'expired';
  details: readonly { label: string; value: string }[];
}

export interface UndeliveredLeadNoticeProps {
  /** The oldest is shown first; the next appears once that one is dismissed. */
  leads: readonly UndeliveredLead[];
  /** The company phone as shown, and as a `tel:` link (domain/company). */
  phone: string;
  phoneHref: string;
  /** The visitor has read it: the stored lead may now be forgotten. */
  onDismiss: (lead: UndeliveredLead) => void;
  /** Puts the typed details on the clipboard, to paste into the form again or an e-mail. */
  onCopy: (text: string) => Promise<void>;
}

const why: Record<UndeliveredLead['reason'], string> = {
  refused: 'Our server could not accept it when we tried to send it again.',
  expired: 'We could not reach our server for a week, so we stopped trying.',
};

export const detailsAsText = (lead: UndeliveredLead) =>
  lead.details.map(({ label, value }) => `${label}: ${value}`).join('\n');

/**
 * Tells the visitor, plainly and until they answer, that a request kept on this device was never delivered
 * (docs/decisions/026): which form, why, what they typed, and the phone number to call instead.
 */
export function UndeliveredLeadNotice({ leads, phone, phoneHref, onDismiss, onCopy }: UndeliveredLeadNoticeProps) {
  const [copiedId, setCopiedId] = useState<string>();
  const lead = leads[0];
  if (!lead) return null;
  const copy = async () => {
    await onCopy(detailsAsText(lead));
    setCopiedId(lead.id);
  };
  return (
    <section className={styles.notice} role="alert" aria-labelledby="undelivered-lead-title" data-lead={lead.id}>
      <h2 id="undelivered-lead-title" className={styles.title}>
        Your {lead.formName} was not sent
      </h2>
      <Text size="sm">
        You filled it in on {lead.filledIn}. {why[lead.reason]} Please call us at <Link href={phoneHref}>{phone}</Link>,
        or copy your details and send them again.
      </Text>
      <dl className={styles.details}>
        {lead.details.map(({ label, value }) => (
          <Fragment key={label}>
            <dt className={styles.term}>{label}</dt>
            <dd className={styles.detail}>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <div className={styles.actions}>
        <Button variant="primary" size="sm" onClick={() => void copy()}>
          {copiedId === lead.id ? 'Copied' : 'Copy my details'}
        </Button>
        <Button variant="outline" size="sm" onClick={() => onDismiss(lead)}>
          Dismiss
        </Button>
      </div>
    </section>
  );
}

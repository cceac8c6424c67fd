import { company, companyPhoneHref } from '@site/domain/company/company';
import { UndeliveredLeadNotice } from '@site/ui/widgets/forms/UndeliveredLeadNotice';
import { useMemo, useSyncExternalStore } from 'react';
import { entriesOf, leadOutbox } from './lib/outbox';
import { undeliveredLeadOf } from './lib/kept-lead-details';

const copyToClipboard = (text: string) => navigator.clipboard.writeText(text);

/**
 * The outbox's undelivered leads, told to the visitor on whichever page they open next; an entry is
 * forgotten only when they dismiss its notice (docs/decisions/026).
 */
export function UndeliveredLeads() {
  const box = leadOutbox();
  // The stored JSON is the snapshot: a string compares by value, so an unchanged outbox renders nothing new.
  const stored = useSyncExternalStore(
    box.subscribe,
    () => JSON.stringify(box.undelivered()),
    () => '[]',
  );
  const leads = useMemo(() => entriesOf(stored).map((entry) => undeliveredLeadOf(entry)), [stored]);
  return (
    <UndeliveredLeadNotice
      leads={leads}
      phone={company.phone}
      phoneHref={companyPhoneHref}
      onDismiss={(lead) => box.dismiss(lead.id)}
      onCopy={copyToClipboard}
    />
  );
}

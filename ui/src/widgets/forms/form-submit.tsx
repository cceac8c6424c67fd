import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import { HoneypotField, type HoneypotFieldProps } from '../../components/HoneypotField';

export interface FormSubmitProps {
  /** The hidden field's binding to the form (`honeypotOf(form)`). */
  honeypot: HoneypotFieldProps;
  isPending: boolean;
  copy: { submit: string; pending: string };
  /** What the form shows just above its button (a lead form's confirmation). */
  children?: ReactNode;
}

/**
 * How a visitor's form ends (contact, NDA access, recommendation and the lead forms): the hidden field for bots,
 * then the large send button that says it is sending while the request is under way.
 */
export function FormSubmit({ honeypot, isPending, copy, children }: FormSubmitProps) {
  return (
    <>
      <HoneypotField {...honeypot} />
      {children}
      <div>
        <Button type="submit" size="lg" isPending={isPending} pendingLabel={copy.pending}>
          {copy.submit}
        </Button>
      </div>
    </>
  );
}

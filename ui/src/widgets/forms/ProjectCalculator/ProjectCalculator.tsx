import { stateLocations } from '@site/domain/company/company';
import {
  calculationDelayMs,
  calculatorCopy,
  calculatorProjectTypes,
  calculatorQualityLevels,
  calculatorTimelines,
} from '@site/domain/pricing/calculator';
import type {
  calculatorContactSchema,
  calculatorInputSchema,
  CalculatorInput,
  CalculatorLeadRequest,
} from '@site/domain/pricing/calculator-schema';
import { describeError } from '@site/domain/forms/errors';
import { honeypotField } from '@site/domain/forms/honeypot';
import type { LeadDelivery } from '@site/domain/lead-forms/lead-delivery';
import { formatUsd } from '@site/domain/pricing/money';
import { estimateProject, type Estimate } from '@site/domain/pricing/pricing';
import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Form, useZodForm } from '../../../components/Form';
import { Grid } from '../../../components/Grid';
import { HoneypotField, honeypotOf } from '../../../components/HoneypotField';
import { NativeSelect } from '../../../components/NativeSelect';
import { TextField } from '../../../components/TextField';
import { showToast, type ToastMessage } from '../../../components/Toast/queue';
import type { SubmitLead } from '../lead-form';
import * as styles from './ProjectCalculator.css';

/** What the calculator sends (the API's own schema): the inputs, the visitor's contact, and the estimate they saw. */
export type CalculatorLead = CalculatorLeadRequest & Required<Pick<CalculatorLeadRequest, 'estimate' | 'timestamp'>>;

export interface ProjectCalculatorProps {
  /**
   * Sends the lead. Resolve 'sent' when the server stored it, 'queued' when it waits in the outbox for the
   * network; throw when the server refused it (the inputs stay).
   */
  onSendLead: SubmitLead<CalculatorLead>;
}

/**
 * Nothing chosen yet: a form holds an unchosen select as '' (ui/src/components/NativeSelect), which the schema
 * refuses with its own message, so this start lies outside the schema's input type.
 */
const emptyInputs = {
  projectType: '',
  squareFootage: '',
  location: '',
  timeline: '',
  qualityLevel: '',
} as unknown as z.input<typeof calculatorInputSchema>;

const emptyContact: z.input<typeof calculatorContactSchema> = { email: '', phone: '', [honeypotField]: '' };

/** The calculator's four selects with their prompts; project type and location are required, as the square footage is. */
const choices = {
  projectType: {
    label: 'Project Type',
    isRequired: true,
    options: calculatorProjectTypes,
    placeholder: 'Select project type',
  },
  location: { label: 'Location', isRequired: true, options: stateLocations, placeholder: 'Select location' },
  timeline: { label: 'Timeline', options: calculatorTimelines, placeholder: 'Select timeline' },
  qualityLevel: { label: 'Quality Level', options: calculatorQualityLevels, placeholder: 'Select quality level' },
} as const;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `submit` unless `missing` names a toast to show instead: the calculator's two steps answer an empty
 * required field with a toast rather than field messages (docs/product.md §7.5).
 */
const unless =
  (missing: () => ToastMessage | undefined, submit: (event: FormEvent<HTMLFormElement>) => unknown) =>
  (event: FormEvent<HTMLFormElement>) => {
    const toast = missing();
    if (!toast) return void submit(event);
    event.preventDefault();
    showToast(toast);
  };

export function ProjectCalculator({ onSendLead }: ProjectCalculatorProps) {
  const [estimate, setEstimate] = useState<{ input: CalculatorInput; result: Estimate; timestamp: string } | null>(
    null,
  );
  const delivery = useRef<LeadDelivery>('sent');

  const details = useZodForm({
    schema: () => import('@site/domain/pricing/calculator-schema').then((module) => module.calculatorInputSchema),
    initialValues: emptyInputs,
    keepValuesOnSuccess: true,
    // The estimate appears after a deliberate 2 s 'Calculating...' pause (docs/product.md §7.5).
    onSubmit: async (input) => {
      await wait(calculationDelayMs);
      const calculated = { input, result: estimateProject(input), timestamp: new Date().toISOString() };
      setEstimate(calculated);
      // The estimate travels with the contact step's values: a new estimate is a new request, with its own key.
      lead.setField('estimate', calculated.result);
      lead.setField('timestamp', calculated.timestamp);
    },
  });

  const lead = useZodForm({
    schema: () => import('@site/domain/pricing/calculator-schema').then((module) => module.calculatorContactSchema),
    initialValues: emptyContact,
    keepValuesOnSuccess: true,
    onSubmit: async (contact, context) => {
      if (!estimate) return;
      delivery.current = await onSendLead(
        { ...estimate.input, ...contact, estimate: estimate.result, timestamp: estimate.timestamp },
        context,
      );
    },
    onSuccess: () => showToast(delivery.current === 'sent' ? calculatorCopy.sent : calculatorCopy.queued),
    onFailure: (error) =>
      showToast({ tone: 'destructive', title: calculatorCopy.notSent.title, description: describeError(error) }),
  });

  const calculate = unless(() => {
    const { projectType, squareFootage, location } = details.values;
    const blank = [projectType, squareFootage, location].some((value) => !String(value ?? '').trim());
    // Only a missing project detail is destructive; a missing e-mail is a reminder (docs/decisions/073).
    return blank ? { tone: 'destructive', ...calculatorCopy.missingInformation } : undefined;
  }, details.formProps.onSubmit);
  const send = unless(
    () => (lead.values.email.trim() ? undefined : calculatorCopy.emailRequired),
    lead.formProps.onSubmit,
  );

  return (
    <Grid columns={{ phone: 1, desktop: 2 }} gap="5" alignItems="flex-start">
      <Card title={calculatorCopy.detailsTitle} titleLevel={3}>
        <Form {...details.formProps} onSubmit={calculate} aria-label={calculatorCopy.detailsTitle}>
          <div className={styles.fields}>
            <NativeSelect {...details.field('projectType')} {...choices.projectType} />
            <TextField
              {...details.field('squareFootage')}
              label="Square Footage"
              isRequired
              inputMode="numeric"
              placeholder="e.g. 2500"
            />
            <NativeSelect {...details.field('location')} {...choices.location} />
            <NativeSelect {...details.field('timeline')} {...choices.timeline} />
            <NativeSelect {...details.field('qualityLevel')} {...choices.qualityLevel} />
            <Button
              type="submit"
              size="lg"
              fullWidth
              isPending={details.isPending}
              pendingLabel={calculatorCopy.calculating}
            >
              {calculatorCopy.calculate}
            </Button>
          </div>
        </Form>
      </Card>

      <Card title={calculatorCopy.estimateTitle} titleLevel={3} tone="raised" aria-live="polite">
        {estimate ? (
          <>
            <p className={styles.range}>
              {formatUsd(estimate.result.lowEnd)} - {formatUsd(estimate.result.highEnd)}
            </p>
            <dl className={styles.figures}>
              <div className={styles.figure}>
                <dt className={styles.figureLabel}>Timeline</dt>
                <dd className={styles.figureValue}>{estimate.result.timelineWeeks} weeks</dd>
              </div>
              <div className={styles.figure}>
                <dt className={styles.figureLabel}>Cost-plus savings</dt>
                <dd className={styles.figureValue}>{formatUsd(estimate.result.savings)}</dd>
              </div>
              <div className={styles.figure}>
                <dt className={styles.figureLabel}>Confidence</dt>
                <dd className={styles.figureValue}>{estimate.result.confidence}%</dd>
              </div>
            </dl>
            <Form {...lead.formProps} onSubmit={send} aria-label={calculatorCopy.sendDetailed}>
              <div className={styles.contact}>
                <TextField {...lead.field('email')} label="Email" type="email" autoComplete="email" isRequired />
                <TextField {...lead.field('phone')} label="Phone" type="tel" autoComplete="tel" />
                <HoneypotField {...honeypotOf(lead)} />
                <Button
                  type="submit"
                  variant="secondary"
                  size="lg"
                  isPending={lead.isPending}
                  pendingLabel="Sending..."
                >
                  {calculatorCopy.sendDetailed}
                </Button>
              </div>
            </Form>
          </>
        ) : (
          <p className={styles.empty}>{calculatorCopy.empty}</p>
        )}
      </Card>
    </Grid>
  );
}

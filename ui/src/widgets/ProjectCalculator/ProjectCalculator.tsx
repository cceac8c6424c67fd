import {
  calculationDelayMs,
  calculatorCopy,
  calculatorInputSchema,
  calculatorLocations,
  calculatorProjectTypes,
  calculatorQualityLevels,
  calculatorTimelines,
  type CalculatorInput,
} from '@site/domain/calculator';
import { describeError } from '@site/domain/errors';
import { estimateProject, formatUsd, type Estimate } from '@site/domain/pricing';
import { fieldErrorsOf } from '@site/domain/validation';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Form } from '../../components/Form';
import { Grid } from '../../components/Grid';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { showToast } from '../../components/Toast/queue';
import * as styles from './ProjectCalculator.css';

/** What the calculator sends: the inputs, the visitor's contact, and the estimate they saw. */
export interface CalculatorLead extends CalculatorInput {
  email: string;
  phone?: string;
  estimate: Estimate;
  timestamp: string;
}

export interface ProjectCalculatorProps {
  /**
   * Sends the lead. Resolve 'sent' when the server stored it, 'queued' when it waits in the outbox for the
   * network; throw when the server refused it (the inputs stay).
   */
  onSendLead: (lead: CalculatorLead, context: { idempotencyKey: string }) => Promise<'sent' | 'queued'>;
}

const emptyInputs = { projectType: '', squareFootage: '', location: '', timeline: '', qualityLevel: '' };
type Inputs = typeof emptyInputs;

export function ProjectCalculator({ onSendLead }: ProjectCalculatorProps) {
  const [inputs, setInputs] = useState<Inputs>(emptyInputs);
  const [inputErrors, setInputErrors] = useState<Record<string, string>>({});
  const [estimate, setEstimate] = useState<{ input: CalculatorInput; result: Estimate } | null>(null);
  const [isCalculating, setCalculating] = useState(false);
  const [contact, setContact] = useState({ email: '', phone: '' });
  const [isSending, setSending] = useState(false);
  const leadKey = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (name: keyof Inputs) => (value: string) => {
    setInputs((current) => ({ ...current, [name]: value }));
    setInputErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  const calculate = () => {
    if (!inputs.projectType || !inputs.squareFootage.trim() || !inputs.location) {
      showToast({ tone: 'destructive', ...calculatorCopy.missingInformation });
      return;
    }
    const parsed = calculatorInputSchema.safeParse(inputs);
    if (!parsed.success) {
      setInputErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setCalculating(true);
    // The estimate appears after a deliberate 2 s 'Calculating...' pause (docs/product.md §7.5).
    timer.current = setTimeout(() => {
      setEstimate({ input: parsed.data, result: estimateProject(parsed.data) });
      leadKey.current = null;
      setCalculating(false);
    }, calculationDelayMs);
  };

  const send = async () => {
    if (!estimate) return;
    if (!contact.email.trim()) {
      showToast({ tone: 'destructive', ...calculatorCopy.emailRequired });
      return;
    }
    leadKey.current ??= crypto.randomUUID();
    setSending(true);
    try {
      const outcome = await onSendLead(
        {
          ...estimate.input,
          email: contact.email.trim(),
          phone: contact.phone.trim() || undefined,
          estimate: estimate.result,
          timestamp: new Date().toISOString(),
        },
        { idempotencyKey: leadKey.current },
      );
      showToast(outcome === 'sent' ? calculatorCopy.sent : calculatorCopy.queued);
    } catch (error) {
      showToast({ tone: 'destructive', title: calculatorCopy.notSent.title, description: describeError(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Grid columns={{ phone: 1, desktop: 2 }} gap="5" alignItems="flex-start">
      <Card title={calculatorCopy.detailsTitle} titleLevel={3}>
        <Form
          aria-label={calculatorCopy.detailsTitle}
          validationErrors={inputErrors}
          onSubmit={(event) => {
            event.preventDefault();
            calculate();
          }}
        >
          <div className={styles.fields}>
            <Select
              label="Project Type"
              name="projectType"
              isRequired
              options={calculatorProjectTypes}
              value={inputs.projectType}
              onChange={change('projectType')}
              placeholder="Select project type"
            />
            <TextField
              label="Square Footage"
              name="squareFootage"
              isRequired
              inputMode="numeric"
              placeholder="e.g. 2500"
              value={inputs.squareFootage}
              onChange={change('squareFootage')}
            />
            <Select
              label="Location"
              name="location"
              isRequired
              options={calculatorLocations}
              value={inputs.location}
              onChange={change('location')}
              placeholder="Select location"
            />
            <Select
              label="Timeline"
              name="timeline"
              options={calculatorTimelines}
              value={inputs.timeline}
              onChange={change('timeline')}
              placeholder="Select timeline"
            />
            <Select
              label="Quality Level"
              name="qualityLevel"
              options={calculatorQualityLevels}
              value={inputs.qualityLevel}
              onChange={change('qualityLevel')}
              placeholder="Select quality level"
            />
            <Button
              type="submit"
              size="lg"
              fullWidth
              isPending={isCalculating}
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
            <div className={styles.contact}>
              <TextField
                label="Email"
                type="email"
                autoComplete="email"
                isRequired
                value={contact.email}
                onChange={(email) => setContact((current) => ({ ...current, email }))}
              />
              <TextField
                label="Phone"
                type="tel"
                autoComplete="tel"
                value={contact.phone}
                onChange={(phone) => setContact((current) => ({ ...current, phone }))}
              />
              <Button variant="secondary" size="lg" isPending={isSending} pendingLabel="Sending..." onPress={send}>
                {calculatorCopy.sendDetailed}
              </Button>
            </div>
          </>
        ) : (
          <p className={styles.empty}>{calculatorCopy.empty}</p>
        )}
      </Card>
    </Grid>
  );
}

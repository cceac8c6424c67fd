import type { NdaAccessInput } from '@site/domain/partners/nda-schema';
import { honeypotField } from '@site/domain/forms/honeypot';
import { failureOf } from '@site/domain/forms/errors';
import { accessCodeLength, ndaCopy } from '@site/domain/partners/nda';
import type { NdaAccessRequest } from '@site/domain/partners/nda-schema';
import { Checkbox } from '../../../components/Checkbox';
import { fieldStyles } from '../../../components/Field';
import { Form, useZodForm, type SubmitContext } from '../../../components/Form';
import { Grid } from '../../../components/Grid';
import { honeypotOf } from '../../../components/HoneypotField';
import { FormSubmit } from '../form-submit';
import { PasswordField } from '../../../components/PasswordField';
import { TextField } from '../../../components/TextField';
import { showToast } from '../../../components/Toast/queue';
import * as styles from './NdaAccessForm.css';

const emptyNdaAccess: NdaAccessInput = {
  accessCode: '',
  name: '',
  email: '',
  company: '',
  agreeToNDA: false,
  [honeypotField]: '',
};

export interface NdaAccessFormProps {
  /** Checks the code on the server; throw to keep the portal locked (the error's `serverMessage` is shown). */
  onSubmit: (request: NdaAccessRequest, context: SubmitContext) => Promise<void>;
}

const agreementErrorId = 'nda-agreement-error';

/** The access form of the NDA portal (docs/product.md §10.1), with the masked access code. */
export function NdaAccessForm({ onSubmit }: NdaAccessFormProps) {
  const form = useZodForm({
    schema: () => import('@site/domain/partners/nda-schema').then((module) => module.ndaAccessSchema),
    initialValues: emptyNdaAccess,
    onSubmit,
    onSuccess: () => showToast(ndaCopy.success),
    onFailure: (error) =>
      showToast({
        tone: 'destructive',
        title: ndaCopy.failure.title,
        description: failureOf(error).serverMessage ?? ndaCopy.failure.description,
      }),
  });
  const agreementError = form.errors.agreeToNDA;

  return (
    <Form {...form.formProps} aria-label="NDA portal access">
      <PasswordField
        {...form.field('accessCode')}
        label={`Access Code (${accessCodeLength}-character)`}
        description="The code we gave you with the non-disclosure agreement."
        inputMode="numeric"
        autoComplete="one-time-code"
        isRequired
      />
      <Grid columns={{ phone: 1, tablet: 2 }} gap="4">
        <TextField {...form.field('name')} label="Full Name" autoComplete="name" isRequired />
        <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" isRequired />
      </Grid>
      <TextField {...form.field('company')} label="Company" autoComplete="organization" isRequired />
      <div className={styles.agreement}>
        <Checkbox
          name="agreeToNDA"
          isSelected={form.values.agreeToNDA}
          onChange={(agreed) => form.setField('agreeToNDA', agreed)}
          aria-describedby={agreementError ? agreementErrorId : undefined}
        >
          I agree to keep everything in this portal confidential under the non-disclosure agreement.
        </Checkbox>
        {/* The plain checkbox has no error slot of its own; this one is tied to it by aria-describedby. */}
        {agreementError ? (
          <p id={agreementErrorId} className={fieldStyles.error}>
            {agreementError}
          </p>
        ) : null}
      </div>
      <FormSubmit honeypot={honeypotOf(form)} isPending={form.isPending} copy={ndaCopy} />
    </Form>
  );
}

import type { SignInStep } from '@site/domain/staff/sign-in';
import { company } from '@site/domain/company/company';
import { Card } from '@site/ui/components/Card';
import { Heading } from '@site/ui/components/Heading';
import { Section } from '@site/ui/components/Section';
import { Stack } from '@site/ui/components/Stack';
import { Text } from '@site/ui/components/Text';
import { AdminSignInForm } from '@site/ui/widgets/staff/AdminSignInForm';
import { PasskeySignIn } from '@site/ui/widgets/staff/PasskeySignIn';
import { TotpChallenge } from '@site/ui/widgets/staff/TotpChallenge';
import { TotpEnrolment } from '@site/ui/widgets/staff/TotpEnrolment';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmSecondFactor, signInStaff, signInWithPasskey } from '../lib/api-client';
import { adminMeta } from './shared';
import { signInLoader } from './sign-in.server';

export const meta = () => adminMeta('Staff sign-in');

export const loader = signInLoader;

/**
 * /admin/login: staff sign in with e-mail and password, then the code of their authenticator app (set up
 * here at the first sign-in, docs/decisions/022), or with a passkey alone (docs/decisions/091); on success
 * the dashboard opens.
 */
export default function AdminLogin() {
  const navigate = useNavigate();
  const [step, setStep] = useState<SignInStep>();
  const openDashboard = () => void navigate('/admin');
  const restart = () => setStep(undefined);

  return (
    <Section aria-labelledby="sign-in-title" width="narrow">
      <Card padding="lg" tone="raised">
        <Stack gap="5">
          <Stack gap="2">
            <Heading level={1} id="sign-in-title">
              Staff sign-in
            </Heading>
            {step ? null : (
              <Text tone="muted">
                Project Administration is for {company.shortName} staff. Ask your manager for an account.
              </Text>
            )}
          </Stack>
          {step === undefined ? (
            <>
              <AdminSignInForm
                onSubmit={async (credentials) => {
                  setStep(await signInStaff(credentials));
                }}
              />
              <PasskeySignIn
                onSignIn={async () => {
                  await signInWithPasskey();
                  openDashboard();
                }}
              />
            </>
          ) : step.step === 'enrol' ? (
            <TotpEnrolment
              enrolment={step}
              onConfirm={async (code) => (await confirmSecondFactor(code)).recoveryCodes ?? []}
              onDone={openDashboard}
              onRestart={restart}
            />
          ) : (
            <TotpChallenge
              onSubmit={async (code) => {
                await confirmSecondFactor(code);
                openDashboard();
              }}
              onRestart={restart}
            />
          )}
        </Stack>
      </Card>
    </Section>
  );
}

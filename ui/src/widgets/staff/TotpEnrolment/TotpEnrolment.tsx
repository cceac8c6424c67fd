import type { SignInStep } from '@site/domain/staff/sign-in';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { CopyButton } from '../../../components/CopyButton';
import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import * as shared from '../staff.css';
import { TotpCodeForm } from '../TotpChallenge';
import { QrCode } from './QrCode';
import * as styles from './TotpEnrolment.css';

/** A new authenticator's key, as the sign-in and an invitation's acceptance hand it out. */
export type AuthenticatorEnrolment = Pick<
  Extract<SignInStep, { step: 'enrol' }>,
  'secret' | 'otpauthUri' | 'accountName'
>;

export interface TotpEnrolmentProps {
  enrolment: Extract<SignInStep, { step: 'enrol' }>;
  /** Confirms the app with its first code; answers the recovery codes (shown once). Throw to refuse. */
  onConfirm: (code: string) => Promise<string[]>;
  /** After the recovery codes were shown: on to the dashboard. */
  onDone: () => void;
  onRestart: () => void;
}

/** "ABCD EFGH ...": a key typed by hand is read in groups of four. */
const grouped = (secret: string) => secret.replaceAll(/(.{4})(?=.)/g, '$1 ');

/**
 * First sign-in of a staff account: set up an authenticator app from a QR code (or its key typed by hand),
 * confirm it with a code, then see the ten recovery codes once.
 */
export function TotpEnrolment({ enrolment, onConfirm, onDone, onRestart }: TotpEnrolmentProps) {
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={onDone} />;

  return (
    <section className={styles.enrolment} aria-labelledby="enrolment-title">
      <Heading level={2} id="enrolment-title">
        Set up your authenticator app
      </Heading>
      <AuthenticatorSetup enrolment={enrolment} />
      <TotpCodeForm
        onSubmit={async (code) => setRecoveryCodes(await onConfirm(code))}
        label="Code from the app"
        description="Six digits; a new one every 30 seconds."
        submitLabel="Confirm"
        onRestart={onRestart}
      />
    </section>
  );
}

/** How to set up an authenticator app: the steps, the QR code and the key to type by hand. */
export function AuthenticatorSetup({ enrolment }: { enrolment: AuthenticatorEnrolment }) {
  return (
    <>
      <ol className={styles.steps}>
        <li>
          Install an authenticator app on your phone, such as Google Authenticator, Microsoft Authenticator or
          1Password.
        </li>
        <li>Scan this QR code with it, or enter the setup key by hand.</li>
        <li>Enter the 6-digit code the app shows for {enrolment.accountName}.</li>
      </ol>
      <div className={styles.setup}>
        <QrCode value={enrolment.otpauthUri} label="QR code for your authenticator app" className={styles.qr} />
        <div className={styles.keyBlock}>
          <span className={styles.keyLabel}>Setup key (time-based)</span>
          <p className={styles.key} data-testid="totp-secret">
            {grouped(enrolment.secret)}
          </p>
        </div>
      </div>
    </>
  );
}

/** The ten recovery codes, shown once right after an authenticator is confirmed, with copy. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  return (
    <section className={styles.enrolment} aria-labelledby="recovery-codes-title">
      <Heading level={2} id="recovery-codes-title">
        Save your recovery codes
      </Heading>
      <Text>
        Each code signs you in once if you lose your phone. Keep them somewhere safe, apart from your password: they are
        shown only now.
      </Text>
      <ol className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className={shared.actions}>
        <CopyButton text={codes.join('\n')} label="Copy codes" copiedLabel="Codes copied" variant="outline">
          Copy codes
        </CopyButton>
        <Button size="lg" onClick={onDone}>
          I have saved them: continue
        </Button>
      </div>
    </section>
  );
}

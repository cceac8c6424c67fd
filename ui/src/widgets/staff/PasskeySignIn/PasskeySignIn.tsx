import { signInRefusal } from '@site/domain/staff/sign-in';
import { passkeyMessages } from '@site/domain/staff/passkeys';
import { FingerprintPattern } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { Stack } from '../../../components/Stack';
import * as shared from '../staff.css';

export interface PasskeySignInProps {
  /** Asks the browser for a passkey and signs in with it; throw to refuse. */
  onSignIn: () => Promise<void>;
}

/**
 * The passkey way into /admin (docs/decisions/091): one button, no e-mail, password or code; the browser
 * asks for the passkey. A refusal (or a passkey prompt the person closed) is said in place.
 */
export function PasskeySignIn({ onSignIn }: PasskeySignInProps) {
  const [error, setError] = useState<string>();
  const [isPending, setPending] = useState(false);
  const signIn = async () => {
    setError(undefined);
    setPending(true);
    try {
      await onSignIn();
    } catch (failure) {
      setError(signInRefusal(failure, passkeyMessages.signInFailed));
    } finally {
      setPending(false);
    }
  };
  return (
    <Stack gap="3">
      <div>
        <Button
          variant="outline"
          size="lg"
          onClick={() => void signIn()}
          isPending={isPending}
          pendingLabel="Waiting for your passkey..."
        >
          <Icon icon={FingerprintPattern} size="sm" />
          Sign in with a passkey
        </Button>
      </div>
      {error ? (
        <p role="alert" className={shared.errorNote}>
          {error}
        </p>
      ) : null}
    </Stack>
  );
}

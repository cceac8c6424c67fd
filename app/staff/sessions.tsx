import { passkeyMessages } from '@site/domain/staff/passkeys';
import { Heading } from '@site/ui/components/Heading';
import { Stack } from '@site/ui/components/Stack';
import { Text } from '@site/ui/components/Text';
import { PasskeyList } from '@site/ui/widgets/staff/PasskeyList';
import { SessionList } from '@site/ui/widgets/staff/SessionList';
import { sessionsAction, sessionsLoader } from './sessions.server';
import { PanelHeading } from './panel-heading';
import { useStaffAction } from './use-staff-action';
import type { Route } from './+types/sessions';

export const loader = sessionsLoader;
export const action = sessionsAction;

/**
 * The staff member's own sessions (docs/decisions/022): where they are signed in, each one can be ended; and
 * their passkeys (docs/decisions/091): add one under a name, see when each was last used, rename or remove one.
 */
export default function AdminSessions({ loaderData }: Route.ComponentProps) {
  const { send } = useStaffAction<typeof action>();
  return (
    <Stack gap="6">
      <Stack gap="4">
        <PanelHeading>Your sessions</PanelHeading>
        <Text tone="muted">
          Where you are signed in. End a session you do not recognise, or one left open on another computer.
        </Text>
        <SessionList
          sessions={loaderData.sessions}
          onEnd={async (session) => {
            await send({ intent: 'end', id: session.id });
          }}
        />
      </Stack>
      <Stack gap="4">
        <Heading level={3}>Passkeys</Heading>
        <Text tone="muted">
          A passkey signs you in on its own, with no password or code, and only on this site, so a look-alike page
          cannot use it.
        </Text>
        <PasskeyList
          passkeys={loaderData.passkeys}
          onAdd={async (name) => {
            const { passkeyOptions } = await send({ intent: 'passkey-options' });
            if (!passkeyOptions) throw new Error(passkeyMessages.addFailed);
            const { startRegistration } = await import('@simplewebauthn/browser');
            const response = await startRegistration({ optionsJSON: passkeyOptions });
            await send({ intent: 'passkey-add', name, response });
          }}
          onRename={async (passkey, name) => {
            await send({ intent: 'passkey-rename', id: passkey.id, name });
          }}
          onRemove={async (passkey) => {
            await send({ intent: 'passkey-remove', id: passkey.id });
          }}
        />
      </Stack>
    </Stack>
  );
}

import { Stack } from '@site/ui/components/Stack';
import { Text } from '@site/ui/components/Text';
import { SessionList } from '@site/ui/widgets/staff/SessionList';
import { sessionsAction, sessionsLoader } from './admin-dashboard.server';
import { PanelHeading } from './admin-tab';
import { useStaffAction } from './staff-actions';
import type { Route } from './+types/admin-sessions';

export const loader = sessionsLoader;
export const action = sessionsAction;

/** The staff member's own sessions (docs/decisions/022): where they are signed in, each one can be ended. */
export default function AdminSessions({ loaderData }: Route.ComponentProps) {
  const { send } = useStaffAction<typeof action>();
  return (
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
  );
}

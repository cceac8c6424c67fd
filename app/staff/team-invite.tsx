import { Stack } from '@site/ui/components/Stack';
import { Text } from '@site/ui/components/Text';
import { Heading } from '@site/ui/components/Heading';
import { InviteMemberForm } from '@site/ui/widgets/staff/InviteMemberForm';
import { PendingInvitations } from '@site/ui/widgets/staff/PendingInvitations';
import { invitationsAction, invitationsLoader } from './team-invite.server';
import { PanelHeading } from './panel-heading';
import { useStaffAction } from './use-staff-action';
import type { Route } from './+types/team-invite';

export const loader = invitationsLoader;
export const action = invitationsAction;

/**
 * /admin/team/invite (docs/product.md §12.15), owners only: invite a member by e-mail, and the invitations still
 * waiting, each with Revoke.
 */
export default function AdminTeamInvite({ loaderData }: Route.ComponentProps) {
  const { send } = useStaffAction<typeof action>();
  return (
    <Stack gap="6">
      <PanelHeading>Invite a member</PanelHeading>
      <Text tone="muted">
        The new member gets an e-mail with a link that works once, for 72 hours: they choose a password and set up an
        authenticator app, and their account has the role you choose here.
      </Text>
      <InviteMemberForm
        onInvite={async (invitation) => {
          await send({ intent: 'invite', ...invitation });
        }}
      />
      <Stack gap="3">
        <Heading level={3}>Invitations waiting</Heading>
        <PendingInvitations
          invitations={loaderData.invitations}
          onRevoke={async (invitation) => {
            await send({ intent: 'revoke', id: invitation.id });
          }}
        />
      </Stack>
    </Stack>
  );
}

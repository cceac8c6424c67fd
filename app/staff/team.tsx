import { roleMessages } from '@site/domain/staff/roles';
import { Stack } from '@site/ui/components/Stack';
import { Text } from '@site/ui/components/Text';
import { TeamMembers } from '@site/ui/widgets/staff/TeamMembers';
import { teamAction, teamLoader } from './team.server';
import { PanelHeading } from './panel-heading';
import { useStaffAction } from './use-staff-action';
import type { Route } from './+types/team';

export const loader = teamLoader;
export const action = teamAction;

/** The address where an owner invites a new member (docs/product.md §12.14). */
const invitePath = '/admin/team/invite';

/**
 * The team (docs/product.md §12.14, docs/decisions/094): every member reads it; an owner changes roles,
 * deactivates and reactivates members, resets a second factor, ends a session and requires passkeys of owners.
 */
export default function AdminTeam({ loaderData }: Route.ComponentProps) {
  const { members, ownerPasskeysRequired, me, myPasskeys } = loaderData;
  const { send } = useStaffAction<typeof action>();
  return (
    <Stack gap="4">
      <PanelHeading>Team</PanelHeading>
      <Text tone="muted">
        Who can sign in to this dashboard, how, and where they are signed in now. A deactivated member cannot sign in;
        their leads and notes keep their name, marked former.
      </Text>
      <TeamMembers
        members={members}
        ownerPasskeysRequired={ownerPasskeysRequired}
        myPasskeys={myPasskeys}
        refusal={me.role === 'owner' ? undefined : roleMessages.team}
        inviteHref={invitePath}
        onChange={async (member, change) => {
          await send({ ...change, id: member.id });
        }}
        onOwnerPasskeysChange={async (required) => {
          await send({ intent: 'owner-passkeys', required });
        }}
      />
    </Stack>
  );
}

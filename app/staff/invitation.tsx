import type { InvitationAccept } from '@site/domain/staff/invitations';
import { Card } from '@site/ui/components/Card';
import { Section } from '@site/ui/components/Section';
import { InvitationAcceptForm } from '@site/ui/widgets/staff/InvitationAcceptForm';
import { InvitationUnavailable } from '@site/ui/widgets/staff/InvitationUnavailable';
import { useNavigate } from 'react-router';
import { invitationAction, invitationLoader } from './invitation.server';
import { adminMeta, adminSignInPath } from './shared';
import { useStaffFetcher } from './use-staff-action';
import type { Route } from './+types/invitation';

export const meta = () => adminMeta('Staff invitation');

export const loader = invitationLoader;
export const action = invitationAction;

/**
 * Accepting uses the invitation, so reading the page again would replace the recovery codes (shown once) with
 * "already used": the page keeps what it loaded, and the dashboard comes next.
 */
export const shouldRevalidate = () => false;

/**
 * /admin/invitation/:token (docs/product.md §12.15): the link of an invitation e-mail. A waiting invitation opens
 * the form that makes the account; any other shows why not (404 or 410).
 */
export default function AdminInvitation({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { send } = useStaffFetcher<InvitationAccept>();
  return (
    <Section aria-label="Staff invitation" width="narrow">
      <Card padding="lg" tone="raised">
        {loaderData.invitation ? (
          <InvitationAcceptForm
            invitation={loaderData.invitation}
            onAccept={async (input) => (await send(input)).recoveryCodes ?? []}
            onDone={() => void navigate('/admin')}
          />
        ) : (
          <InvitationUnavailable reason={loaderData.unavailable} signInHref={adminSignInPath} />
        )}
      </Card>
    </Section>
  );
}

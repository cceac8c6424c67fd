import { invitationActionSchema, invitationMessages } from '@site/domain/staff/invitations';
import type { LoaderFunctionArgs } from 'react-router';
import { requestClient } from '../../worker/services/staff/security-events';
import { inviteStaffMember, pendingInvitations, revokeInvitation } from '../../worker/services/staff/staff-invitations';
import { staffKeys } from '../../worker/services/staff/staff-keys';
import { answer, staffAction, staffLoader, staffOf } from './guard.server';

/** /admin/team/invite (docs/product.md §12.15), owners only: the invitations still waiting. */
export const invitationsLoader = staffLoader('owner', async ({ context }: LoaderFunctionArgs) => ({
  invitations: await pendingInvitations(staffOf(context).db),
}));

/**
 * Sends an invitation through the outbox, or revokes one still waiting (docs/decisions/095); each writes its
 * security log entry in the same batch. An address that already has an account or a waiting invitation is
 * refused on its field (409), and nothing is written.
 */
export const invitationsAction = staffAction(
  { schema: invitationActionSchema, role: 'owner' },
  async (input, { db, env, staff }, { request }) => {
    const by = { staffId: staff.id, client: await requestClient(env, request) };
    if (input.intent === 'revoke') {
      return (await revokeInvitation(db, input.id, by))
        ? answer({ ok: true, message: invitationMessages.revoked })
        : answer({ ok: false, message: invitationMessages.revokeGone }, 409);
    }
    const { intent: _, ...invitation } = input;
    const sent = await inviteStaffMember(db, await staffKeys(env.STAFF_AUTH_SECRET), env.NOTIFICATIONS, invitation, by);
    if (sent.outcome === 'sent') return answer({ ok: true, message: invitationMessages.sent });
    const message = sent.outcome === 'member' ? invitationMessages.alreadyMember : invitationMessages.alreadyInvited;
    return answer({ ok: false, message, fieldErrors: { email: message } }, 409);
  },
);

import type { AdminInvitation } from '@site/domain/staff/invitations';
import { roleLabels } from '@site/domain/staff/roles';
import { useState } from 'react';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { formatDateTime } from '../staff-format';
import { LoadState } from '../admin-states';
import * as shared from '../staff.css';
import { ConfirmRevokeDialog } from '../ConfirmRevokeDialog';

export interface PendingInvitationsProps {
  /** Absent while loading. */
  invitations?: readonly AdminInvitation[];
  error?: string;
  onRevoke: (invitation: AdminInvitation) => Promise<void>;
}

/**
 * The invitations still waiting (docs/product.md §12.15): who, as what, sent by whom and until when, each with
 * Revoke, which asks first.
 */
export function PendingInvitations({ invitations, error, onRevoke }: PendingInvitationsProps) {
  const [revoking, setRevoking] = useState<AdminInvitation | null>(null);
  return (
    <>
      <LoadState
        what="invitations"
        isLoading={!invitations}
        error={error}
        isEmpty={invitations?.length === 0}
        emptyText="No invitations waiting."
      >
        <ul className={shared.list} aria-label="Invitations waiting">
          {invitations?.map((invitation) => (
            <li key={invitation.id} className={shared.listRow}>
              <div className={shared.listRowText}>
                <span className={shared.listRowName}>
                  {invitation.name} ({invitation.email})
                </span>
                <span className={shared.listRowMeta}>
                  Invited by {invitation.invitedBy ?? 'a former member'} ·{' '}
                  <time dateTime={invitation.createdAt}>{formatDateTime(invitation.createdAt)}</time> · expires{' '}
                  <time dateTime={invitation.expiresAt}>{formatDateTime(invitation.expiresAt)}</time>
                </span>
              </div>
              <Badge variant={invitation.role === 'owner' ? 'warning' : 'outline'}>{roleLabels[invitation.role]}</Badge>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setRevoking(invitation)}
                aria-label={`Revoke the invitation of ${invitation.name}`}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      </LoadState>
      <ConfirmRevokeDialog
        target={revoking}
        title="Revoke invitation?"
        renderConsequence={(invitation) => (
          <>
            The link sent to <strong>{invitation.email}</strong> will stop working at once. You can invite them again
            afterwards.
          </>
        )}
        revoked={(invitation) => ({
          title: 'Invitation revoked',
          description: `The link sent to ${invitation.email} no longer works.`,
        })}
        failureTitle="Failed to revoke the invitation"
        onRevoke={onRevoke}
        onClose={() => setRevoking(null)}
      />
    </>
  );
}

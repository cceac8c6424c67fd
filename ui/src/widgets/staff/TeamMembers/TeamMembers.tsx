import { roleLabels, type StaffRole } from '@site/domain/staff/roles';
import { isLastOwner, teamMessages, type TeamMember, type TeamSession } from '@site/domain/staff/team';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { Link } from '../../../components/Link';
import { Switch } from '../../../components/Switch';
import { formatDateTime } from '../staff-format';
import * as shared from '../staff.css';
import { LoadState } from '../admin-states';
import { useRoleNote } from '../role-note';
import { changeWithToasts } from '../staff-action';
import * as styles from './TeamMembers.css';

/** A change an owner makes to one member; the page sends it and the list is asked again. Throw to refuse. */
export type MemberChange =
  | { intent: 'role'; role: StaffRole }
  | { intent: 'deactivate' }
  | { intent: 'reactivate' }
  | { intent: 'reset-second-factor' }
  | { intent: 'end-session'; sessionId: string };

export interface TeamMembersProps {
  /** Absent while loading. */
  members?: readonly TeamMember[];
  error?: string;
  /** Owners sign in only with a passkey. */
  ownerPasskeysRequired: boolean;
  /** How many passkeys the viewer has: without one they may not require passkeys for owners. */
  myPasskeys: number;
  /** Why the viewer may change nothing (a staff member's view); absent for an owner. */
  refusal?: string;
  /** Where an owner invites a new member. */
  inviteHref: string;
  onChange: (member: TeamMember, change: MemberChange) => Promise<void>;
  onOwnerPasskeysChange: (required: boolean) => Promise<void>;
}

const sessionName = (session: TeamSession) => session.deviceHint || 'Unknown browser';

/** "Password · Authenticator · 2 passkeys": how a member can sign in. */
function methodsOf(member: TeamMember) {
  const passkeys = member.passkeys === 1 ? '1 passkey' : `${member.passkeys} passkeys`;
  return ['Password', member.authenticator ? 'Authenticator' : 'No authenticator yet', passkeys].join(' · ');
}

const sessionCount = (count: number) =>
  count === 0 ? 'No active sessions' : count === 1 ? '1 active session' : `${count} active sessions`;

/** What each change is called in its toast when it went through, and when it failed. */
const changeTitles: Record<MemberChange['intent'], [string, string]> = {
  role: ['Role changed', 'Failed to change role'],
  deactivate: ['Member deactivated', 'Failed to deactivate member'],
  reactivate: ['Member reactivated', 'Failed to reactivate member'],
  'reset-second-factor': ['Second factor reset', 'Failed to reset second factor'],
  'end-session': ['Session ended', 'Failed to end session'],
};

/**
 * The team (docs/product.md §12.14): each member with their role, last sign-in, sign-in methods and open
 * sessions; an owner changes roles, deactivates and reactivates members, resets a second factor, ends a
 * session, and decides whether owners must sign in with a passkey. A staff member sees the same list and why
 * they may change nothing. The last active owner's role and deactivation are disabled, with the reason.
 */
export function TeamMembers({
  members,
  error,
  ownerPasskeysRequired,
  myPasskeys,
  refusal,
  inviteHref,
  onChange,
  onOwnerPasskeysChange,
}: TeamMembersProps) {
  const [pending, setPending] = useState<string>();
  const isOwnerView = refusal === undefined;
  const passkeyNote = useRoleNote(
    isOwnerView && !ownerPasskeysRequired && myPasskeys === 0 ? teamMessages.ownerPasskeyFirst : undefined,
  );

  const change = (member: TeamMember, next: MemberChange, key: string) => {
    const [title, failureTitle] = changeTitles[next.intent];
    setPending(key);
    void changeWithToasts(
      () => onChange(member, next),
      { title, description: member.name },
      failureTitle,
      () => setPending(undefined),
    );
  };

  return (
    <div className={styles.manager}>
      {isOwnerView ? (
        <>
          <div className={styles.toolbar}>
            <Link href={inviteHref}>
              <Icon icon={UserPlus} size="sm" />
              Invite a member
            </Link>
          </div>
          <div className={styles.setting}>
            <Switch
              isSelected={ownerPasskeysRequired}
              isDisabled={pending === 'owner-passkeys' || passkeyNote.control.isDisabled}
              aria-describedby={passkeyNote.control['aria-describedby']}
              onChange={(required) => {
                setPending('owner-passkeys');
                void changeWithToasts(
                  () => onOwnerPasskeysChange(required),
                  { title: required ? teamMessages.ownerPasskeysOn : teamMessages.ownerPasskeysOff },
                  'Failed to change the passkey requirement',
                  () => setPending(undefined),
                );
              }}
            >
              Owners must sign in with a passkey
            </Switch>
            <p className={shared.roleNote}>
              A passkey cannot be relayed by a look-alike page. While this is on, an owner&apos;s password and code are
              refused at sign-in; staff members sign in as before.
            </p>
            {passkeyNote.note}
          </div>
        </>
      ) : (
        <p className={shared.note}>{refusal}</p>
      )}
      <LoadState
        what="team"
        isLoading={!members}
        error={error}
        isEmpty={members?.length === 0}
        emptyText="No members yet. Create the first owner with npm run staff:account."
      >
        <ul className={shared.list} aria-label="Team members">
          {members?.map((member) => {
            const lastOwner = isLastOwner(member, members);
            const deactivated = member.deactivatedAt !== null;
            const busy = pending?.startsWith(`${member.id}:`) ?? false;
            // The pressed button keeps the focus while its change runs (a disabled one would drop it to the
            // page); the member's other buttons wait for it.
            const changeButton = (key: string, next: MemberChange, refused = false) => ({
              isPending: pending === `${member.id}:${key}`,
              isDisabled: refused || (busy && pending !== `${member.id}:${key}`),
              onClick: () => change(member, next, `${member.id}:${key}`),
            });
            const otherRole: StaffRole = member.role === 'owner' ? 'staff' : 'owner';
            return (
              <li key={member.id} className={styles.member} aria-label={member.name}>
                <div className={styles.heading}>
                  <span className={styles.name}>{member.name}</span>
                  <Badge variant={member.role === 'owner' ? 'default' : 'secondary'}>{roleLabels[member.role]}</Badge>
                  {member.you ? <Badge variant="outline">You</Badge> : null}
                  {deactivated ? <Badge variant="destructive">Deactivated</Badge> : null}
                </div>
                <dl className={shared.fields}>
                  <div className={shared.fieldRow}>
                    <dt className={shared.term}>E-mail</dt>
                    <dd className={shared.definition}>{member.email}</dd>
                  </div>
                  <div className={shared.fieldRow}>
                    <dt className={shared.term}>Last sign-in</dt>
                    <dd className={shared.definition}>
                      {member.lastSignInAt ? (
                        <time dateTime={member.lastSignInAt}>{formatDateTime(member.lastSignInAt)}</time>
                      ) : (
                        'never'
                      )}
                    </dd>
                  </div>
                  <div className={shared.fieldRow}>
                    <dt className={shared.term}>Signs in with</dt>
                    <dd className={shared.definition}>{methodsOf(member)}</dd>
                  </div>
                  <div className={shared.fieldRow}>
                    <dt className={shared.term}>Sessions</dt>
                    <dd className={shared.definition}>{sessionCount(member.sessions.length)}</dd>
                  </div>
                  {member.deactivatedAt ? (
                    <div className={shared.fieldRow}>
                      <dt className={shared.term}>Deactivated</dt>
                      <dd className={shared.definition}>
                        <time dateTime={member.deactivatedAt}>{formatDateTime(member.deactivatedAt)}</time>
                      </dd>
                    </div>
                  ) : null}
                </dl>
                {isOwnerView ? (
                  <>
                    <div className={shared.actions}>
                      {deactivated ? (
                        <Button
                          variant="outline"
                          size="sm"
                          {...changeButton('reactivate', { intent: 'reactivate' })}
                          aria-label={`Reactivate ${member.name}`}
                        >
                          Reactivate
                        </Button>
                      ) : (
                        <>
                          <Button
                            variant="outline"
                            size="sm"
                            {...changeButton('role', { intent: 'role', role: otherRole }, lastOwner)}
                            aria-describedby={lastOwner ? `${member.id}-last-owner` : undefined}
                            aria-label={`Make ${roleLabels[otherRole].toLowerCase()}: ${member.name}`}
                          >
                            Make {roleLabels[otherRole].toLowerCase()}
                          </Button>
                          <Button
                            variant="outline"
                            size="sm"
                            {...changeButton('reset-second-factor', { intent: 'reset-second-factor' })}
                            aria-label={`Reset second factor of ${member.name}`}
                          >
                            Reset second factor
                          </Button>
                          <Button
                            variant="destructive"
                            size="sm"
                            {...changeButton('deactivate', { intent: 'deactivate' }, lastOwner)}
                            aria-describedby={lastOwner ? `${member.id}-last-owner` : undefined}
                            aria-label={`Deactivate ${member.name}`}
                          >
                            Deactivate
                          </Button>
                        </>
                      )}
                    </div>
                    {lastOwner ? (
                      <p id={`${member.id}-last-owner`} className={shared.roleNote}>
                        {teamMessages.lastOwner}
                      </p>
                    ) : null}
                    {member.sessions.length > 0 ? (
                      <ul className={styles.sessions} aria-label={`Sessions of ${member.name}`}>
                        {member.sessions.map((session) => (
                          <li key={session.id} className={styles.session}>
                            <span className={styles.sessionText}>
                              {sessionName(session)}, last active{' '}
                              <time dateTime={session.lastSeenAt}>{formatDateTime(session.lastSeenAt)}</time>
                            </span>
                            <Button
                              variant="outline"
                              size="sm"
                              {...changeButton(session.id, { intent: 'end-session', sessionId: session.id })}
                              aria-label={`End session of ${member.name} on ${sessionName(session)}`}
                            >
                              End session
                            </Button>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
      </LoadState>
    </div>
  );
}

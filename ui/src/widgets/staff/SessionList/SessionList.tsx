import type { AdminSession } from '@site/domain/staff/sessions';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { formatDateTime } from '../staff-format';
import * as shared from '../staff.css';
import { LoadState } from '../admin-states';
import { useRowChange } from '../staff-action';

export interface SessionListProps {
  /** Absent while loading. */
  sessions?: readonly AdminSession[];
  error?: string;
  /** Ends one session; the list is asked again afterwards. Throw to refuse. */
  onEnd: (session: AdminSession) => Promise<void>;
}

const deviceName = (session: AdminSession) => session.deviceHint || 'Unknown browser';

/**
 * The staff member's open sessions: where (browser and system), since when and last active, this one
 * marked. Any other one can be ended at once, e.g. a browser left signed in on another computer.
 */
export function SessionList({ sessions, error, onEnd }: SessionListProps) {
  const end = useRowChange(
    onEnd,
    (session) => ({ title: 'Session ended', description: `${deviceName(session)} is signed out.` }),
    'Failed to end session',
  );

  return (
    <LoadState what="sessions" isLoading={!sessions} error={error} isEmpty={sessions?.length === 0}>
      <ul className={shared.list} aria-label="Sessions">
        {sessions?.map((session) => (
          <li key={session.id} className={shared.listRow} aria-label={deviceName(session)}>
            <div className={shared.listRowText}>
              <span className={shared.listRowName}>{deviceName(session)}</span>
              <span className={shared.listRowMeta}>
                Signed in <time dateTime={session.createdAt}>{formatDateTime(session.createdAt)}</time> · last active{' '}
                <time dateTime={session.lastSeenAt}>{formatDateTime(session.lastSeenAt)}</time>
              </span>
            </div>
            {session.current ? (
              <Badge variant="success">This session</Badge>
            ) : (
              <Button
                variant="outline"
                size="sm"
                {...end.buttonProps(session)}
                pendingLabel="Ending..."
                // While pending the button reads "Ending..." and its name follows what it shows.
                aria-label={end.isPending(session) ? undefined : `End session on ${deviceName(session)}`}
              >
                End session
              </Button>
            )}
          </li>
        ))}
      </ul>
    </LoadState>
  );
}

import { invitationUnavailable, type InvitationUnavailableReason } from '@site/domain/staff/invitations';
import { Heading } from '../../../components/Heading';
import { Link } from '../../../components/Link';
import { Text } from '../../../components/Text';
import * as styles from './InvitationUnavailable.css';

export interface InvitationUnavailableProps {
  reason: InvitationUnavailableReason;
  /** The staff sign-in page. */
  signInHref: string;
}

/**
 * What an invitation link shows once it opens no form (docs/product.md §12.15): expired, used, revoked, unknown or
 * tried too often, in words that say what to do next.
 */
export function InvitationUnavailable({ reason, signInHref }: InvitationUnavailableProps) {
  const { title, text } = invitationUnavailable[reason];
  return (
    <div className={styles.unavailable}>
      <Heading level={1}>{title}</Heading>
      <Text>{text}</Text>
      <Text>
        <Link href={signInHref}>Go to the staff sign-in</Link>
      </Text>
    </div>
  );
}

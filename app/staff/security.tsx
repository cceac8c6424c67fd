import { Stack } from '@site/ui/components/Stack';
import { Text } from '@site/ui/components/Text';
import { SecurityLog, type SecurityLogFilter } from '@site/ui/widgets/staff/SecurityLog';
import { useNavigate } from 'react-router';
import { securityLogLoader } from './security.server';
import { PanelHeading } from './panel-heading';
import type { Route } from './+types/security';

export const loader = securityLogLoader;

/** The address of a view of the log: its filters and, for an older page, where it starts. */
function securityLogHref(filter: SecurityLogFilter, after?: string) {
  const params = new URLSearchParams();
  if (filter.member) params.set('member', filter.member);
  if (filter.kind) params.set('kind', filter.kind);
  if (filter.period !== 'all') params.set('period', filter.period);
  if (after) params.set('after', after);
  const search = params.toString();
  return search ? `/admin/security?${search}` : '/admin/security';
}

/**
 * The security log (docs/product.md §12.12): who signed in, failed, left, erased, exported, changed NDA codes or
 * invited, revoked and accepted an invitation.
 */
export default function AdminSecurity({ loaderData }: Route.ComponentProps) {
  const { query, page, members } = loaderData;
  const navigate = useNavigate();
  const filter = { member: query.member, kind: query.kind, period: query.period };
  return (
    <Stack gap="4">
      <PanelHeading>Security log</PanelHeading>
      <Text tone="muted">
        Sign-ins and failed ones, lockouts, sign-outs, erased leads, CSV exports, NDA code changes and invitations,
        newest first. Entries are kept 400 days.
      </Text>
      <SecurityLog
        page={page}
        filter={filter}
        members={members}
        onFilterChange={(next) => void navigate(securityLogHref(next))}
        olderHref={page.next ? securityLogHref(filter, page.next) : undefined}
        newestHref={query.after ? securityLogHref(filter) : undefined}
      />
    </Stack>
  );
}

import { Button } from '@site/ui/components/Button';
import { Heading } from '@site/ui/components/Heading';
import { Icon } from '@site/ui/components/Icon';
import { Inline } from '@site/ui/components/Inline';
import { Link } from '@site/ui/components/Link';
import { Section } from '@site/ui/components/Section';
import { Stack } from '@site/ui/components/Stack';
import { NavTabs } from '@site/ui/components/Tabs';
import { Text } from '@site/ui/components/Text';
import { AdminSummaryCards } from '@site/ui/widgets/staff/AdminSummaryCards';
import { NotificationAlerts } from '@site/ui/widgets/staff/NotificationAlerts';
import { LogOut } from 'lucide-react';
import { Outlet, useLocation } from 'react-router';
import { dashboardAction, dashboardLoader } from './dashboard.server';
import { adminMeta } from './shared';
import { useStaffAction } from './use-staff-action';
import { roleAllows, type StaffRole } from '@site/domain/staff/roles';
import type { Route } from './+types/dashboard';

export const meta = () => adminMeta('Project Administration');

export const loader = dashboardLoader;
export const action = dashboardAction;

/**
 * Each tab is a page of its own under /admin, so it loads only its data and can be bookmarked; a tab whose page
 * needs the owner role (docs/decisions/090) is left out for staff, whom its loader would refuse.
 */
const tabs = [
  { id: 'leads', label: 'Lead Management', href: '/admin' },
  { id: 'projects', label: 'Project Tracking', href: '/admin/projects' },
  { id: 'reports', label: 'Analytics & Reports', href: '/admin/reports' },
  { id: 'nda-codes', label: 'NDA Codes', href: '/admin/nda-codes' },
  { id: 'conversations', label: 'Conversations', href: '/admin/conversations' },
  { id: 'sessions', label: 'Sessions', href: '/admin/sessions' },
  { id: 'security', label: 'Security Log', href: '/admin/security', role: 'owner' },
  { id: 'health', label: 'Health', href: '/admin/health' },
  { id: 'team', label: 'Team', href: '/admin/team' },
] as const satisfies readonly { id: string; label: string; href: string; role?: StaffRole }[];

const tabOf = (pathname: string) =>
  tabs.find((tab) => tab.id !== 'leads' && pathname.startsWith(tab.href))?.id ?? 'leads';

/**
 * /admin "Project Administration" (docs/product.md §12.2), plus NDA codes, chat conversations and sessions
 * (docs/product.md §12.6), the security log (§12.12), the health page (§12.13) and the team (§12.14): the heading, e-mail problems and summary cards above
 * the tab the address names.
 */
export default function Admin({ loaderData }: Route.ComponentProps) {
  const { staff, analytics, notifications } = loaderData;
  const { pathname } = useLocation();
  const signOut = useStaffAction<typeof action>();

  return (
    <Section aria-labelledby="admin-title" spacing="compact" width="wide">
      <Stack gap="6">
        <Inline justify="space-between" gap="4">
          <Stack gap="1">
            <Heading level={1} id="admin-title">
              Project Administration
            </Heading>
            <Text tone="muted">
              Signed in as {staff.name} ({staff.email})
            </Text>
            <Inline gap="4">
              <Link href="/admin/board">Status board</Link>
              <Link href="/admin/analytics">Where our jobs come from</Link>
              <Link href="/admin/site-speed">Site speed</Link>
            </Inline>
          </Stack>
          <Button
            variant="outline"
            onClick={() => void signOut.send({ intent: 'sign-out' }, { action: '/admin' })}
            isPending={signOut.isPending}
            pendingLabel="Signing out..."
          >
            <Icon icon={LogOut} size="sm" />
            Sign out
          </Button>
        </Inline>
        <NotificationAlerts overview={notifications} leadHref={(id) => `/admin/leads/${encodeURIComponent(id)}`} />
        <AdminSummaryCards summary={analytics.summary} />
        <NavTabs
          label="Administration"
          items={tabs.filter((tab) => !('role' in tab) || roleAllows(staff.role, tab.role))}
          selectedKey={tabOf(pathname)}
        >
          <Outlet />
        </NavTabs>
      </Stack>
    </Section>
  );
}

import { Link } from '@site/ui/components/Link';
import { AdminPage, AdminPageSection } from '@site/ui/widgets/staff/AdminPage';
import { FollowUpList } from '@site/ui/widgets/staff/FollowUpList';
import { StatusBoard } from '@site/ui/widgets/staff/StatusBoard';
import { boardAction, boardLoader } from './board.server';
import { adminMeta } from './shared';
import { revalidateAfterStale, useStaffAction } from './use-staff-action';
import type { Route } from './+types/board';

export const meta = () => adminMeta('Status board');

export const loader = boardLoader;
export const action = boardAction;
export const shouldRevalidate = revalidateAfterStale;

const leadHref = (lead: { id: string }) => `/admin/leads/${encodeURIComponent(lead.id)}`;

/**
 * /admin/board (docs/product.md §12.7, docs/decisions/029): the follow-ups owed today and overdue, the
 * signed-in staff member's own first, then the status board whose moves are audited status changes.
 */
export default function AdminBoard({ loaderData }: Route.ComponentProps) {
  const { me, today, followUps, columns } = loaderData;
  const { send } = useStaffAction<typeof action>();

  return (
    <AdminPage titleId="board-title" title="Status board" nav={<Link href="/admin">← All leads</Link>}>
      <AdminPageSection titleId="follow-ups-title" title="My follow-ups">
        <FollowUpList queue={followUps} staffId={me.id} detailHref={leadHref} />
      </AdminPageSection>
      <AdminPageSection titleId="pipeline-title" title="Pipeline">
        <StatusBoard
          columns={columns}
          today={today}
          detailHref={leadHref}
          moreHref={(status) => `/admin?status=${status}`}
          onMove={async (lead, status) => {
            await send({ leadId: lead.id, status, updatedAt: lead.updatedAt });
          }}
        />
      </AdminPageSection>
    </AdminPage>
  );
}

import { Container } from '@site/ui/components/Container';
import { Heading } from '@site/ui/components/Heading';
import { Link } from '@site/ui/components/Link';
import { Section } from '@site/ui/components/Section';
import { Stack } from '@site/ui/components/Stack';
import { FollowUpList } from '@site/ui/widgets/FollowUpList';
import { StatusBoard } from '@site/ui/widgets/StatusBoard';
import { revalidateAfterStale, useAdminAction } from './admin-actions';
import { boardAction, boardLoader } from './admin-board.server';
import { adminMeta } from './admin-shared';
import type { Route } from './+types/admin-board';

export const meta = () => adminMeta('Status board');

export const loader = (args: Route.LoaderArgs) => boardLoader(args);
export const action = (args: Route.ActionArgs) => boardAction(args);
export const shouldRevalidate = revalidateAfterStale;

const leadHref = (lead: { id: string }) => `/admin/leads/${encodeURIComponent(lead.id)}`;

/**
 * /admin/board (docs/product.md §12.7, docs/decisions/029): the follow-ups owed today and overdue, the
 * signed-in staff member's own first, then the status board whose moves are audited status changes.
 */
export default function AdminBoard({ loaderData }: Route.ComponentProps) {
  const { me, today, followUps, columns } = loaderData;
  const { send } = useAdminAction();

  return (
    <Section aria-labelledby="board-title" spacing="compact">
      <Container>
        <Stack gap="6">
          <Stack gap="2">
            <Link href="/admin">← All leads</Link>
            <Heading level={1} id="board-title">
              Status board
            </Heading>
          </Stack>
          <Stack gap="3" as="section" aria-labelledby="follow-ups-title">
            <Heading level={2} size="md" id="follow-ups-title">
              My follow-ups
            </Heading>
            <FollowUpList queue={followUps} staffId={me.id} detailHref={leadHref} />
          </Stack>
          <Stack gap="3" as="section" aria-labelledby="pipeline-title">
            <Heading level={2} size="md" id="pipeline-title">
              Pipeline
            </Heading>
            <StatusBoard
              columns={columns}
              today={today}
              detailHref={leadHref}
              moreHref={(status) => `/admin?status=${status}`}
              onMove={async (lead, status) => {
                await send({ leadId: lead.id, status, updatedAt: lead.updatedAt });
              }}
            />
          </Stack>
        </Stack>
      </Container>
    </Section>
  );
}

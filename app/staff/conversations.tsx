import { unansweredWindowDays } from '@site/domain/assistant/unanswered';
import { Grid } from '@site/ui/components/Grid';
import { Heading } from '@site/ui/components/Heading';
import { Inline } from '@site/ui/components/Inline';
import { Link } from '@site/ui/components/Link';
import { Stack } from '@site/ui/components/Stack';
import { ConversationList } from '@site/ui/widgets/staff/ConversationList';
import { ConversationView } from '@site/ui/widgets/staff/ConversationView';
import { TaughtAnswers } from '@site/ui/widgets/staff/TaughtAnswers';
import { UnansweredQuestions } from '@site/ui/widgets/staff/UnansweredQuestions';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { conversationsAction, conversationsLoader } from './conversations.server';
import { PanelHeading } from './panel-heading';
import { revalidateAfterStale, useStaffAction } from './use-staff-action';
import type { Route } from './+types/conversations';

export const loader = conversationsLoader;
export const action = conversationsAction;
export const shouldRevalidate = revalidateAfterStale;

/**
 * The chat assistant's conversations (docs/product.md §12.6), the one chosen in the address, the questions it
 * could not answer, and the answers staff teach it, given from the next message on (docs/product.md §8.6).
 */
export default function AdminConversations({ loaderData }: Route.ComponentProps) {
  const { page, cursor, selectedId, selected, unanswered, taught, sitePaths } = loaderData;
  const { send } = useStaffAction<typeof action>();
  const [draft, setDraft] = useState<string>();
  const [searchParams, setSearchParams] = useSearchParams();
  const withParams = (changes: Record<string, string | undefined>) => {
    const params = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) params.delete(key);
      else params.set(key, value);
    }
    return params;
  };
  return (
    <Stack gap="6">
      <Grid columns={{ phone: 1, desktop: 2 }} gap="5">
        <PanelHeading>Chat conversations</PanelHeading>
        <Stack gap="4">
          <ConversationList
            conversations={page.items}
            selectedId={selectedId}
            onSelect={(conversation) =>
              setSearchParams(withParams({ id: conversation.id }), { preventScrollReset: true })
            }
          />
          <Inline gap="4">
            {cursor ? <Link href={`?${withParams({ cursor: undefined }).toString()}`}>First page</Link> : null}
            {page.nextCursor ? (
              <Link href={`?${withParams({ cursor: page.nextCursor }).toString()}`}>Next page</Link>
            ) : null}
          </Inline>
        </Stack>
        {selectedId ? (
          <ConversationView
            conversation={selected ?? undefined}
            error={selected ? undefined : `No conversation with id "${selectedId}".`}
          />
        ) : null}
      </Grid>
      <Stack as="section" gap="4" aria-labelledby="unanswered-title">
        <Heading level={2} size="lg" id="unanswered-title">
          {`Questions the assistant could not answer (last ${unansweredWindowDays} days)`}
        </Heading>
        <UnansweredQuestions questions={unanswered} onAnswer={setDraft} />
      </Stack>
      <Stack as="section" gap="4" aria-labelledby="taught-title">
        <Heading level={2} size="lg" id="taught-title">
          Answers staff taught the assistant
        </Heading>
        <TaughtAnswers
          answers={taught}
          sitePaths={sitePaths}
          draft={draft}
          onTeach={async (fields) => {
            await send({ intent: 'teach', ...fields });
            setDraft(undefined);
          }}
          onEdit={async (answer, fields) => {
            await send({ intent: 'edit', id: answer.id, updatedAt: answer.updatedAt, ...fields });
          }}
          onRetire={async (answer) => {
            await send({ intent: 'retire', id: answer.id, updatedAt: answer.updatedAt });
          }}
        />
      </Stack>
    </Stack>
  );
}

import { Grid } from '@site/ui/components/Grid';
import { Inline } from '@site/ui/components/Inline';
import { Link } from '@site/ui/components/Link';
import { Stack } from '@site/ui/components/Stack';
import { ConversationList } from '@site/ui/widgets/ConversationList';
import { ConversationView } from '@site/ui/widgets/ConversationView';
import { useSearchParams } from 'react-router';
import { conversationsLoader } from './admin-dashboard.server';
import { PanelHeading } from './admin-tab';
import type { Route } from './+types/admin-conversations';

export const loader = conversationsLoader;

/** The chat assistant's conversations (docs/product.md §12.6); the one chosen is in the address. */
export default function AdminConversations({ loaderData }: Route.ComponentProps) {
  const { page, cursor, selectedId, selected } = loaderData;
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
  );
}

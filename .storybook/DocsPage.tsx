import { Controls, Description, Primary, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';
import { usageNotes } from '../stories/usage-notes';

/** The usage note of the component this page documents, looked up by the last part of its story title. */
function UsageNote() {
  const resolved = useOf('meta');
  const name = resolved.type === 'meta' ? resolved.preparedMeta.title.split('/').at(-1) : undefined;
  const note = name ? usageNotes[name] : undefined;
  return note ? (
    <section aria-label="When to use it">
      <p>
        <strong>When to use it: </strong>
        {note}
      </p>
    </section>
  ) : null;
}

/**
 * Every component's docs page: what it is (its JSDoc), when to use it and when not, the first story with
 * its controls and props table generated from the TypeScript types, then every other state as a story.
 */
export function DocsPage() {
  return (
    // The page's landmark: Storybook's docs container has none.
    <main>
      <Title />
      <Subtitle />
      <UsageNote />
      <Description />
      <Primary />
      <Controls />
      <Stories />
    </main>
  );
}

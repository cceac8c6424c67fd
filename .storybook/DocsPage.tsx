import {
  Canvas,
  Controls,
  Description,
  DocsContext,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { useContext } from 'react';
import { isServerAnswerControl } from './server-answers';
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
 * Storybook's object control draws an array's root `<li>` straight inside a `<div class="rejt-tree">`: a
 * list item without a list, which axe reports on every docs page with an array prop (an object's root is a
 * `<div>`). Giving that `<div>` the list role makes the tree what it reads as, a list of one root entry, and
 * keeps the control, so a designer can still edit the value (docs/decisions/024). The observer repairs the
 * trees drawn later: another page's controls, or a control switched back from its JSON text.
 */
function listObjectControls(page: HTMLElement) {
  const repair = () => {
    for (const tree of page.querySelectorAll('.rejt-tree:not([role]):has(> li)')) tree.setAttribute('role', 'list');
  };
  repair();
  const observer = new MutationObserver(repair);
  observer.observe(page, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * The first story, drawn in the page itself when a control picks what the server answers. A story in its own
 * frame never hears of the page's controls (a preview sends its events only up to its parent), so a designer
 * choosing 'Server refuses (503)' would see nothing change; drawn in the page, the form takes the answer picked.
 * Every other first story keeps its frame, where fixed headers, overlays and toasts stay inside it.
 */
function PrimaryWithLiveControls() {
  const { componentStories } = useContext(DocsContext);
  const first = componentStories().find((story) => story.tags?.includes('autodocs') && !story.usesMount);
  if (!first || !Object.values(first.argTypes).some(isServerAnswerControl)) return <Primary />;
  // The story's own headings (a column, a card) then sit under a section heading of the page, not under its title.
  return (
    <section aria-labelledby="live-story">
      <h2 id="live-story">Try it: pick the server's answer in the controls below</h2>
      <Canvas of={first.moduleExport} story={{ inline: true }} sourceState="none" />
    </section>
  );
}

/**
 * Every component's docs page: what it is (its JSDoc), when to use it and when not, the first story with
 * its controls and props table generated from the TypeScript types, then every other state as a story.
 */
export function DocsPage() {
  return (
    // The page's landmark: Storybook's docs container has none.
    <main ref={listObjectControls}>
      <Title />
      <Subtitle />
      <UsageNote />
      <Description />
      <PrimaryWithLiveControls />
      <Controls />
      {/* The first story is already shown above with its controls; a second frame of it would repeat it. */}
      <Stories includePrimary={false} />
    </main>
  );
}

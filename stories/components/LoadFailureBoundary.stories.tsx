import preview from '../../.storybook/preview';
import { lazy, Suspense, useState } from 'react';
import { expect, within } from 'storybook/test';
import { LoadFailureBoundary, LoadFailureNotice } from '../../ui/src/components/ContentLoader';
import { Text } from '../../ui/src/components/Text';

// A block whose code never arrives, as on a phone that lost its connection.
const Unreachable = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
const Reachable = lazy(() => Promise.resolve({ default: () => <Text>The block is here.</Text> }));

const meta = preview.meta({
  title: 'Components/LoadFailureBoundary',
  component: LoadFailureBoundary,
  args: { fallback: <Text role="alert">This block could not load.</Text>, children: null },
});

/** Code that loads shows as if the boundary were not there. */
export const CodeLoads = meta.story({
  render: (args) => (
    <LoadFailureBoundary {...args}>
      <Suspense fallback={null}>
        <Reachable />
      </Suspense>
    </LoadFailureBoundary>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The block is here.')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

/** Code that cannot load leaves its fallback, and only there: the rest of the page stays. */
export const CodeCannotLoad = meta.story({
  render: (args) => (
    <>
      <Text>The rest of the page.</Text>
      <LoadFailureBoundary {...args}>
        <Suspense fallback={null}>
          <Unreachable />
        </Suspense>
      </LoadFailureBoundary>
    </>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This block could not load.');
    await expect(canvas.getByText('The rest of the page.')).toBeVisible();
  },
});

function OpenedThenFailed() {
  const [requested, setRequested] = useState(true);
  return (
    <>
      <Text>The rest of the page.</Text>
      {requested ? (
        <LoadFailureBoundary
          fallback={
            <LoadFailureNotice onDismiss={() => setRequested(false)}>
              The photo viewer could not load. Check your connection, then reload the page.
            </LoadFailureNotice>
          }
        >
          <Suspense fallback={null}>
            <Unreachable />
          </Suspense>
        </LoadFailureBoundary>
      ) : null}
    </>
  );
}

/** What the visitor opened (the menu, the photo viewer) could not load: the notice says so where they look. */
export const NoticeForWhatTheVisitorOpened = meta.story({
  render: () => <OpenedThenFailed />,
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent(
      'The photo viewer could not load. Check your connection, then reload the page.',
    );
    // Dismissing it is the visitor's choice (the end-to-end shell test presses it); the picture shows it.
    await expect(within(notice).getByRole('button', { name: 'Dismiss' })).toBeEnabled();
    await expect(canvas.getByText('The rest of the page.')).toBeVisible();
  },
});

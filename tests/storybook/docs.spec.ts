import { expect, test, type Locator, type Page } from '@playwright/test';
import { STORY_ARGS_UPDATED } from 'storybook/internal/core-events';

interface PreviewChannel {
  once(event: string, listener: () => void): void;
}

/**
 * Picks a control's option and waits until the story has its new args: Storybook sends them to the story
 * after the click, and a form used before then still has the old answer.
 */
async function pickControl(page: Page, option: Locator) {
  const updated = page.evaluate(
    ({ event, channel }) =>
      new Promise<void>((resolve) =>
        (window as unknown as Record<string, PreviewChannel>)[channel]!.once(event, () =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        ),
      ),
    { event: STORY_ARGS_UPDATED, channel: '__STORYBOOK_ADDONS_CHANNEL__' },
  );
  await option.check();
  await updated;
  await expect(option).toBeChecked();
}

test('a widget that calls the server gets a control for what the server answers, and the form shows it', async ({
  page,
}) => {
  // The other stories' frames are left empty: each loads the whole preview and runs its play function, and on a
  // busy machine the page re-rendering as they report back wiped a field typed meanwhile. They are checked as
  // stories (npm run test:stories); this test is about the page's own story and its controls.
  await page.route(
    (url) => url.pathname.startsWith('/iframe') && url.searchParams.get('viewMode') === 'story',
    (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Story</title></html>' }),
  );
  await page.goto('/iframe.html?id=widgets-contactform--docs&viewMode=docs');
  // The first story is drawn in the page, so the controls below it drive it (.storybook/DocsPage.tsx).
  const story = page.locator('.docs-story').first();
  const send = story.getByRole('button', { name: 'Send Message' });
  await expect(send).toBeEnabled();

  await pickControl(page, page.getByRole('radio', { name: 'Server refuses (503)' }));
  await story.getByLabel(/^Name/).fill('Keoni Kahale');
  await story.getByLabel(/^Email/).fill('keoni@example.com');
  await story.getByLabel(/^Subject/).fill('Garage conversion');
  await story.getByLabel(/^Message/).fill('We want to turn our garage into a studio.');
  await send.click();
  const failure = page.getByRole('alertdialog');
  await expect(failure).toContainText('Message Failed to Send');
  await expect(failure).toContainText('503: Service Unavailable');
  // A refusal keeps what the visitor typed (docs/product.md §7.2), so the same message can go again.
  await expect(story.getByLabel(/^Name/)).toHaveValue('Keoni Kahale');

  await pickControl(page, page.getByRole('radio', { name: 'Server accepts' }));
  await send.click();
  await expect(page.getByText('Message Sent Successfully!')).toBeVisible();
  await expect(story.getByLabel(/^Name/)).toHaveValue('');
});

import { expect, test } from '@playwright/test';

test('a widget that calls the server gets a control for what the server answers, and the form shows it', async ({
  page,
}) => {
  await page.goto('/iframe.html?id=widgets-contactform--docs&viewMode=docs');
  // The first story is drawn in the page, so the controls below it drive it (.storybook/DocsPage.tsx).
  const story = page.locator('.docs-story').first();
  const send = story.getByRole('button', { name: 'Send Message' });
  await expect(send).toBeEnabled();

  const refuses = page.getByRole('radio', { name: 'Server refuses (503)' });
  await refuses.check();
  await expect(refuses).toBeChecked();
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

  await page.getByRole('radio', { name: 'Server accepts' }).check();
  await send.click();
  await expect(page.getByText('Message Sent Successfully!')).toBeVisible();
  await expect(story.getByLabel(/^Name/)).toHaveValue('');
});

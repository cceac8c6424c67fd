import { expect, test } from '@playwright/test';

test('a widget that calls the server gets a control for what the server answers', async ({ page }) => {
  await page.goto('/iframe.html?id=widgets-contactform--docs&viewMode=docs');
  const refuses = page.getByRole('radio', { name: 'Server refuses (503)' });
  await expect(page.getByRole('radio', { name: 'Server accepts' })).toBeVisible();
  await refuses.check();
  await expect(refuses).toBeChecked();
});

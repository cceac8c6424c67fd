import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Plays the /app-login nail game as a visitor does: it loads as they reach its section (docs/decisions/020),
 * so scroll there, start it and hit one nail; the score then reads 10. Returns the board.
 */
export async function hitOneNail(page: Page): Promise<Locator> {
  await page.waitForLoadState('networkidle');
  await page.getByRole('heading', { name: 'Crew Break Room' }).scrollIntoViewIfNeeded();
  const board = page.getByRole('group', { name: 'Nail board' });
  await board.getByRole('button', { name: 'Start Game' }).click();
  const nail = board.getByRole('button', { name: 'Nail, hit it' }).first();
  await expect(nail).toBeVisible({ timeout: 8000 });
  await nail.click();
  await expect(page.locator('dt', { hasText: 'Score' }).locator('+ dd')).toHaveText('10');
  return board;
}

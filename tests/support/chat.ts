import type { Page } from './test';

/** Opens the chat and sends `message` as a visitor types it; returns the message box and the conversation. */
export async function askTheChat(page: Page, message: string) {
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const input = page.getByRole('textbox', { name: 'Your message' });
  await input.fill(message);
  await input.press('Enter');
  return { input, log: page.getByRole('log', { name: 'Conversation' }) };
}

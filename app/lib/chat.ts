import { contactDetailsIn, type ChatTurn } from '@site/domain/assistant/chat';
import { loadApiClient } from './load-api-client';

const sessionKey = 'site.chat-session';

/** One conversation per browser tab session, so staff read it as one thread. */
function chatSessionId(): string {
  const existing = sessionStorage.getItem(sessionKey);
  if (existing) return existing;
  const created = crypto.randomUUID();
  sessionStorage.setItem(sessionKey, created);
  return created;
}

/** POST /api/chat (docs/product.md §8.1) with the trimmed message and the earlier turns; answers the reply text. */
export async function sendChatMessage(message: string, conversationHistory: ChatTurn[]): Promise<string> {
  const { postChatMessage } = await loadApiClient();
  const answer = await postChatMessage(
    { message, conversationHistory, sessionId: chatSessionId() },
    { botCheck: contactDetailsIn(message) !== undefined },
  );
  return answer.response;
}

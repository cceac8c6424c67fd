import { contactDetailsIn } from '@site/domain/assistant';
import { chatRequestSchema } from '@site/domain/chat';
import { Hono } from 'hono';
import { database } from '../db/client';
import { tooManyRequests, waitText } from '../http/errors';
import { parseJsonBody } from '../http/json-body';
import { clientOf } from '../http/submission';
import { answerChat, modelFrom } from '../services/assistant';
import { saveExchange } from '../services/conversations';
import { recordLead } from '../services/leads';
import { admit, chatLimit } from '../services/rate-limit';
import type { ApiEnv } from './types';

/**
 * POST /api/chat (docs/product.md §8.3): `{ message, conversationHistory, sessionId? }` -> `{ response, sessionId }`.
 * Every exchange is stored for staff; a message with an e-mail or phone number makes the conversation a
 * lead (once per conversation).
 */
export const chatApi = new Hono<ApiEnv>().post('/', async (c) => {
  const body = await parseJsonBody(c, chatRequestSchema);
  if (!body.ok) return body.response;
  const { message, conversationHistory, sessionId = crypto.randomUUID() } = body.data;

  const db = database(c.env.DB);
  const admission = await admit(db, chatLimit, await clientOf(c), crypto.randomUUID());
  if (!admission.admitted) {
    return tooManyRequests(
      c,
      admission.retryAfterSeconds,
      `You're sending messages faster than we can answer. Please try again ${waitText(admission.retryAfterSeconds)}.`,
    );
  }

  const answer = await answerChat(message, conversationHistory, modelFrom(c.env));
  await saveExchange(db, sessionId, message, answer);

  const contact = contactDetailsIn(message);
  if (contact) {
    // The key is the conversation: a second message with details finds the lead already made.
    await recordLead(db, {
      submission: { source: 'chat', data: { sessionId, message, ...contact } },
      idempotencyKey: `chat:${sessionId}`,
      outbox: c.env.NOTIFICATIONS,
    });
  }
  return c.json({ response: answer.response, sessionId });
});

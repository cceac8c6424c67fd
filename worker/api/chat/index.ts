import { contactDetailsIn } from '@site/domain/assistant/chat';
import { chatRequestSchema } from '@site/domain/assistant/chat-schema';
import { Hono } from 'hono';
import { database } from '../../db/client';
import { jsonOnly, limitBody, validJson } from '../../http/body';
import { botCheckRefused, leadBotCheck } from '../../http/bot-check';
import { rateLimit } from '../../http/rate-limit';
import { answerChat, modelFrom } from '../../services/chat/assistant';
import { saveExchange } from '../../services/chat/conversations';
import { activeTaughtAnswers } from '../../services/chat/taught-answers';
import { recordLead } from '../../services/lead-forms/leads';
import { chatLimit } from '../../services/protection/rate-limit';
import type { ApiEnv } from '../types';

/**
 * POST /api/chat (docs/product.md §8.3): `{ message, conversationHistory, sessionId? }` -> `{ response, sessionId }`.
 * Every exchange is stored for staff; a message with an e-mail or phone number makes the conversation a
 * lead (once per conversation).
 */
export const chatApi = new Hono<ApiEnv>().post(
  '/',
  limitBody,
  jsonOnly,
  validJson(chatRequestSchema),
  rateLimit(chatLimit, (wait) => `You're sending messages faster than we can answer. Please try again ${wait}.`),
  async (c) => {
    const { message, conversationHistory, sessionId = crypto.randomUUID() } = c.req.valid('json');
    const contact = contactDetailsIn(message);
    // Contact details make a lead and alert staff, so that message passes the bot check a form does
    // (docs/decisions/070, 089); questions alone only get answers and are not checked.
    const botCheck = contact ? await leadBotCheck(c.env, c.req.raw) : { unverified: false };
    if (!botCheck) return c.json(botCheckRefused(), 403);
    const db = database(c.env.DB);
    // Read for each message, so an answer staff taught or retired counts from the next one in every isolate.
    const taught = await activeTaughtAnswers(db);
    const answer = await answerChat(message, conversationHistory, modelFrom(c.env), taught);
    await saveExchange(db, sessionId, message, answer);

    if (contact) {
      // The key is the conversation: a second message with details finds the lead already made.
      await recordLead(db, {
        submission: { source: 'chat', data: { sessionId, message, ...contact } },
        idempotencyKey: `chat:${sessionId}`,
        outbox: c.env,
        unverified: botCheck.unverified,
      });
    }
    return c.json({ response: answer.response, sessionId }, 200);
  },
);

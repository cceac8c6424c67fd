import { z } from '../forms/zod';
import { chatHistoryLimit, chatMessageMaxLength } from './chat';
import { safeText } from '../forms/text-schema';

/**
 * POST /api/chat (docs/product.md, section 8.1); `sessionId` groups one conversation for staff (the browser
 * keeps it).
 */
export const chatRequestSchema = z.object({
  message: safeText(
    z
      .string({ error: 'Message is required' })
      .trim()
      .min(1, { error: 'Message is required' })
      .max(chatMessageMaxLength, { error: `Keep the message under ${chatMessageMaxLength} characters` }),
    true,
  ),
  conversationHistory: z
    .array(
      z.object({
        role: z.enum(['user', 'assistant'], { error: 'role must be user or assistant' }),
        // Checked like the message: the history is text the visitor sends too (docs/decisions/070).
        content: safeText(
          z.string({ error: 'content must be text' }).max(4000, { error: 'A history message is too long' }),
          true,
        ),
      }),
    )
    .max(chatHistoryLimit, { error: `Send at most ${chatHistoryLimit} earlier messages` })
    .default([]),
  sessionId: z.uuid({ error: 'sessionId must be a UUID' }).optional(),
});

export type ChatRequest = z.output<typeof chatRequestSchema>;

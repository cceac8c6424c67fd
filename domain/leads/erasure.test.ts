import { describe, expect, it } from 'vitest';
import { erasureCountsOf, erasureItems, leadErasureSchema } from './erasure';

const detail = (source: 'chat' | 'bid', messages: number, notifications: number, events: number) => ({
  source,
  messages: Array.from({ length: messages }, (_, index) => ({ id: `message-${index}` })),
  notifications: Array.from({ length: notifications }, (_, index) => ({ id: `notification-${index}` })),
  events: Array.from({ length: events }, (_, index) => ({ kind: `event-${index}` })),
});

describe('what an erasure names (docs/product.md §12.10)', () => {
  it('counts the files, the e-mails of the conversation and the outbox, and the timeline the page shows', () => {
    expect(erasureCountsOf(detail('bid', 2, 3, 9), [{}, {}])).toEqual({
      files: 2,
      emails: 5,
      timeline: 9,
      chat: false,
    });
    expect(erasureCountsOf(detail('chat', 0, 1, 1), [])).toEqual({ files: 0, emails: 1, timeline: 1, chat: true });
  });

  it('names each kind once, in the singular for one, and the chat conversation only for a chat lead', () => {
    expect(erasureItems({ files: 1, emails: 0, timeline: 1, chat: true })).toEqual([
      'The contact details (name, e-mail, phone, company, location) and every field of the submission',
      '1 file',
      '0 e-mails',
      '1 note or timeline entry',
      'The chat conversation',
    ]);
    expect(erasureItems({ files: 4, emails: 2, timeline: 6, chat: false })).toEqual([
      'The contact details (name, e-mail, phone, company, location) and every field of the submission',
      '4 files',
      '2 e-mails',
      '6 notes and timeline entries',
    ]);
  });

  it('takes a lead id and refuses anything else with the field message', () => {
    expect(leadErasureSchema.safeParse({ leadId: 'c0ffee-12_ab' }).success).toBe(true);
    for (const leadId of ['', 'a b', 'x'.repeat(65), 42, undefined]) {
      const parsed = leadErasureSchema.safeParse({ leadId });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('This is not the lead on this page');
    }
  });
});

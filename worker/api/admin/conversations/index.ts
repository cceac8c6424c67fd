import { pageSchema } from '@site/domain/admin';
import { fieldErrorsOf } from '@site/domain/validation';
import { Hono } from 'hono';
import { apiError } from '../../../http/errors';
import { conversation, listConversations } from '../../../services/admin-overview';
import { nextPageLink } from '../../../services/paging';
import type { AdminEnv } from '../types';

/** The stored chat conversations, most recently active first, and one in full. */
export const conversationsApi = new Hono<AdminEnv>()
  .get('/conversations', async (c) => {
    const page = pageSchema.safeParse(c.req.query());
    if (!page.success) {
      return c.json(apiError('Please correct the paging.', fieldErrorsOf(page.error)), 400);
    }
    const { items, nextCursor } = await listConversations(c.var.db, page.data);
    const next = nextPageLink(c.req.url, nextCursor);
    if (next) c.header('Link', next);
    return c.json(items);
  })
  .get('/conversations/:id', async (c) => {
    const found = await conversation(c.var.db, c.req.param('id'));
    return found ? c.json(found) : c.json(apiError(`No conversation with id "${c.req.param('id')}".`), 404);
  });

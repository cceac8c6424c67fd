import {
  adminLeadFilterSchema,
  leadUpdateSchema,
  maxPageSize,
  pageSchema,
  staleEditMessages,
  type AdminLead,
  type AdminLeadFilter,
  type StaleEdit,
} from '@site/domain/admin';
import { csvHeader, csvLines, leadCsvColumns } from '@site/domain/admin-csv';
import { fieldErrorsOf } from '@site/domain/validation';
import { Hono, type Context } from 'hono';
import { jsonOnly, limitBody, validJson } from '../../../http/body';
import { apiError } from '../../../http/errors';
import { leadDetail, listLeads, updateLead } from '../../../services/admin-leads';
import { nextPageLink } from '../../../services/paging';
import type { AdminEnv } from '../types';

const noLead = (c: Context, id: string) => c.json(apiError(`No lead with id "${id}".`), 404);

type FilterResult = { ok: true; filter: AdminLeadFilter } | { ok: false; response: Response };

/** ?q=&status=&source= as the list and the CSV read them; an empty parameter means no filter. */
function leadFilter(c: Context): FilterResult {
  const given = Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value.trim() !== ''));
  const parsed = adminLeadFilterSchema.safeParse(given);
  if (parsed.success) return { ok: true, filter: parsed.data };
  return { ok: false, response: c.json(apiError('Please correct the filters.', fieldErrorsOf(parsed.error)), 400) };
}

/** Leads for staff: list (filtered), CSV export of the same list, one lead with its timeline, and edit. */
export const leadsApi = new Hono<AdminEnv>()
  .get('/leads', async (c) => {
    const filter = leadFilter(c);
    if (!filter.ok) return filter.response;
    const page = pageSchema.safeParse(c.req.query());
    if (!page.success) {
      return c.json(apiError('Please correct the paging.', fieldErrorsOf(page.error)), 400);
    }
    const { items, nextCursor } = await listLeads(c.var.db, filter.filter, page.data);
    const next = nextPageLink(c.req.url, nextCursor);
    if (next) c.header('Link', next);
    return c.json(items);
  })
  .get('/leads.csv', async (c) => {
    const filter = leadFilter(c);
    if (!filter.ok) return filter.response;
    const db = c.var.db;
    const encoder = new TextEncoder();
    let cursor: string | undefined;
    let started = false;
    // Written a page at a time: however many leads there are, the Worker holds one page in memory.
    const csv = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(csvHeader(leadCsvColumns)));
        }
        const page = await listLeads(db, filter.filter, { limit: maxPageSize, cursor });
        controller.enqueue(encoder.encode(csvLines(leadCsvColumns, page.items)));
        cursor = page.nextCursor;
        if (!cursor) controller.close();
      },
    });
    const day = new Date().toISOString().slice(0, 10);
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
    });
  })
  .get('/leads/:id', async (c) => {
    const detail = await leadDetail(c.var.db, c.env, c.req.param('id'));
    return detail ? c.json(detail) : noLead(c, c.req.param('id'));
  })
  .patch('/leads/:id', limitBody, jsonOnly, validJson(leadUpdateSchema), async (c) => {
    const edit = await updateLead(c.var.db, c.req.param('id'), c.req.valid('json'), c.var.staff.email);
    if (edit.outcome === 'missing') return noLead(c, c.req.param('id'));
    if (edit.outcome === 'invalid') return c.json(apiError('Please correct the lead.', edit.fieldErrors), 400);
    if (edit.outcome === 'stale') {
      return c.json({ message: staleEditMessages.lead, current: edit.current } satisfies StaleEdit<AdminLead>, 409);
    }
    return c.json(edit.record);
  });

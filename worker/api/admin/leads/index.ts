import {
  leadBulkSchema,
  leadCsvQuerySchema,
  leadTableQuerySchema,
  leadUpdateSchema,
  staleEditMessages,
  type AdminLead,
  type LeadTablePage,
  type StaleEdit,
} from '@site/domain/admin';
import { csvHeader, csvLines, leadCsvColumns } from '@site/domain/admin-csv';
import { fieldErrorsOf } from '@site/domain/validation';
import type { z } from '@site/domain/zod';
import { Hono, type Context } from 'hono';
import { jsonOnly, limitBody, validJson } from '../../../http/body';
import { apiError } from '../../../http/errors';
import { bulkUpdateLeads, leadDetail, leadsInTableOrder, leadTable, updateLead } from '../../../services/admin-leads';
import type { AdminEnv } from '../types';

const noLead = (c: Context, id: string) => c.json(apiError(`No lead with id "${id}".`), 404);

type QueryResult<T> = { ok: true; query: T } | { ok: false; response: Response };

/**
 * The table's view from the query string (filters, sort, page), as the list and the CSV read it; an empty
 * parameter means no filter.
 */
function viewOf<T>(c: Context, schema: z.ZodType<T>): QueryResult<T> {
  const given = Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value.trim() !== ''));
  const parsed = schema.safeParse(given);
  if (parsed.success) return { ok: true, query: parsed.data };
  return { ok: false, response: c.json(apiError('Please correct the filters.', fieldErrorsOf(parsed.error)), 400) };
}

/**
 * Leads for staff: the table (filtered, sorted, paged), its CSV export (the same view, or a selection), bulk
 * status and owner changes, one lead with its timeline, and edit.
 */
export const leadsApi = new Hono<AdminEnv>()
  .get('/leads', async (c) => {
    const view = viewOf(c, leadTableQuerySchema);
    if (!view.ok) return view.response;
    return c.json((await leadTable(c.var.db, view.query, c.var.staff)) satisfies LeadTablePage);
  })
  .get('/leads.csv', async (c) => {
    const view = viewOf(c, leadCsvQuerySchema);
    if (!view.ok) return view.response;
    const pages = leadsInTableOrder(c.var.db, view.query, c.var.staff);
    const encoder = new TextEncoder();
    let started = false;
    const csv = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(csvHeader(leadCsvColumns)));
        }
        const page = await pages.next();
        if (page.done) controller.close();
        else controller.enqueue(encoder.encode(csvLines(leadCsvColumns, page.value)));
      },
    });
    const day = new Date().toISOString().slice(0, 10);
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
    });
  })
  .post('/leads/bulk', limitBody, jsonOnly, validJson(leadBulkSchema), async (c) => {
    const bulk = await bulkUpdateLeads(c.var.db, c.req.valid('json'), c.var.staff.email);
    if (bulk.outcome === 'missing') return c.json(apiError(`No lead with id "${bulk.ids.join('", "')}".`), 404);
    if (bulk.outcome === 'invalid') return c.json(apiError('Please correct the change.', bulk.fieldErrors), 400);
    if (bulk.outcome === 'stale') {
      return c.json({ message: staleEditMessages.leads, current: bulk.current } satisfies StaleEdit<AdminLead[]>, 409);
    }
    return c.json(bulk.records);
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

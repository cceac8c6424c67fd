import { leadCsvQuerySchema } from '@site/domain/staff/lead-table';
import { csvHeader, csvLines, leadCsvColumns } from '@site/domain/staff/lead-csv';
import { data, type LoaderFunctionArgs } from 'react-router';
import { leadsInTableOrder } from '../../worker/services/pipeline/lead-reads';
import { requestClient, securityEvent } from '../../worker/services/staff/security-events';
import { readQuery, staffLoader, staffOf } from './guard.server';

/**
 * /admin/leads.csv: the table's view (or a selection of it) as CSV, streamed a page at a time so an export of
 * every lead holds one page in memory (docs/decisions/032). A download link, so a resource route of its own.
 * The export is in the security log before its first byte leaves (docs/decisions/092): which filters shaped it
 * and how many leads were selected, never the search's words.
 */
export const loader = staffLoader('owner', async ({ request, context }: LoaderFunctionArgs) => {
  const { db, env, staff } = staffOf(context);
  const { query, given, fieldErrors } = readQuery(request, leadCsvQuerySchema);
  if (fieldErrors) throw data({ ok: false, message: 'Please correct the filters.', fieldErrors }, { status: 400 });
  const filters = Object.keys(given).filter((key) => key !== 'ids' && key !== 'sort' && key !== 'dir');
  await securityEvent(db, {
    kind: 'leads-exported',
    at: new Date().toISOString(),
    actorId: staff.id,
    client: await requestClient(env, request),
    detail: {
      ...(query.ids ? { selected: query.ids.length } : { view: 'all matching' }),
      ...(filters.length > 0 ? { filters: filters.join(',') } : {}),
    },
  });
  const pages = leadsInTableOrder(db, query, staff);
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
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
    },
  });
});

import { defaultFunnelPeriodDays, funnelPeriodSchema, resolvePeriod } from '@site/domain/leads/funnel';
import { data, type LoaderFunctionArgs } from 'react-router';
import { funnel, quickFunnel } from '../../worker/services/pipeline/funnel';
import { queryStatus, readQuery, staffLoader, staffOf } from './guard.server';

/**
 * The funnel of the period in the URL (docs/product.md §12.8). A period the schema refuses answers 400 with
 * the field messages, and the page shows them on the picker with what was typed.
 */
export const funnelLoader = staffLoader('staff', async ({ request, context }: LoaderFunctionArgs) => {
  const { query, given, fieldErrors } = readQuery(request, funnelPeriodSchema);
  if (fieldErrors) {
    return data(
      { query: { from: given.from, to: given.to }, fieldErrors, report: undefined },
      queryStatus(fieldErrors),
    );
  }
  const { db } = staffOf(context);
  const now = Date.now();
  // The quick periods are stored by the cron (docs/decisions/069); chosen dates are computed as asked.
  const report =
    query.from && query.to
      ? await funnel(db, resolvePeriod(query, now), now)
      : await quickFunnel(db, query.days ?? defaultFunnelPeriodDays, now);
  return data({ query, fieldErrors, report }, queryStatus(fieldErrors));
});

import { funnelPeriodSchema, resolvePeriod, type FunnelPeriodQuery } from '@site/domain/funnel';
import { fieldErrorsOf } from '@site/domain/validation';
import { data, type RouterContextProvider } from 'react-router';
import { workerContext } from '../../worker/context';
import { database } from '../../worker/db/client';
import { funnel } from '../../worker/services/funnel';
import { requireStaff } from './admin.server';

/**
 * The funnel of the period in the URL (docs/product.md §12.8), for staff only. A period the schema refuses
 * answers 400 with the field messages, and the page shows them on the picker.
 */
export async function loadFunnel(request: Request, context: Readonly<RouterContextProvider>) {
  await requireStaff(request, context);
  const asked = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = funnelPeriodSchema.safeParse(asked);
  if (!parsed.success) {
    const query: FunnelPeriodQuery = { from: asked.from, to: asked.to };
    return data({ query, fieldErrors: fieldErrorsOf(parsed.error), report: undefined }, { status: 400 });
  }
  const report = await funnel(database(context.get(workerContext).env.DB), resolvePeriod(parsed.data, Date.now()));
  return { query: parsed.data, fieldErrors: undefined, report };
}

import { judgeHealth } from '@site/domain/staff/health';
import type { LoaderFunctionArgs } from 'react-router';
import { readHealth } from '../../worker/services/health/health';
import { staffLoader, staffOf } from './guard.server';

/**
 * /admin/health (docs/product.md §12.13), for every signed-in staff member: the machinery's figures, each
 * judged against its threshold, read in one batch after the staff guard's (docs/decisions/097).
 */
export const healthLoader = staffLoader('staff', async ({ context }: LoaderFunctionArgs) => {
  const { db } = staffOf(context);
  const reading = await readHealth(db);
  return { checkedAt: reading.checkedAt, figures: judgeHealth(reading) };
});

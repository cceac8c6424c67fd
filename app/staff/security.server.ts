import { securityLogQuerySchema } from '@site/domain/staff/security-log';
import { data, type LoaderFunctionArgs } from 'react-router';
import { securityLog } from '../../worker/services/staff/security-events';
import { staffNames } from '../../worker/services/staff/staff-directory';
import { queryStatus, readQuery, staffLoader, staffOf } from './guard.server';

/**
 * /admin/security (docs/product.md §12.12), owners only (docs/decisions/090, 092): one page of the log for the
 * address's member, kind and period, and every member (former ones too, whose entries stay) for the member
 * filter.
 */
export const securityLogLoader = staffLoader('owner', async ({ request, context }: LoaderFunctionArgs) => {
  const { db } = staffOf(context);
  const { query, fieldErrors } = readQuery(request, securityLogQuerySchema);
  const [page, members] = await Promise.all([securityLog(db, query), staffNames(db)]);
  return data(
    { query, fieldErrors, page, members: members.map(({ id, name }) => ({ id, name })) },
    queryStatus(fieldErrors),
  );
});

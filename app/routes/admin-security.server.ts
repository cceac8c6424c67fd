import { securityLogQuerySchema } from '@site/domain/staff/security-log';
import { data, type LoaderFunctionArgs } from 'react-router';
import { securityLog } from '../../worker/services/staff/security-events';
import { staffNames } from '../../worker/services/staff/staff-directory';
import { queryStatus, readQuery, staffOf } from './staff.server';

/**
 * Who may read the security log: the one place its role is decided (docs/decisions/092). docs/product.md §12.12
 * gives it to owners; every signed-in member passes here until staff have roles.
 */
const securityLogReader = staffOf;

/**
 * /admin/security (docs/product.md §12.12): one page of the log for the address's member, kind and period, and
 * every member (former ones too, whose entries stay) for the member filter.
 */
export async function securityLogLoader({ request, context }: LoaderFunctionArgs) {
  const { db } = securityLogReader(context);
  const { query, fieldErrors } = readQuery(request, securityLogQuerySchema);
  const [page, members] = await Promise.all([securityLog(db, query), staffNames(db)]);
  return data(
    { query, fieldErrors, page, members: members.map(({ id, name }) => ({ id, name })) },
    queryStatus(fieldErrors),
  );
}

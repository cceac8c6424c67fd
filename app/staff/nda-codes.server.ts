import { ndaCodeActionSchema } from '@site/domain/staff/nda-codes';
import type { LoaderFunctionArgs } from 'react-router';
import { listNdaCodes } from '../../worker/services/pipeline/overview';
import { createAccessCode, revokeAccessCode } from '../../worker/services/nda-access/nda-codes';
import { requestClient } from '../../worker/services/staff/security-events';
import { answer, staffAction, staffLoader, staffOf } from './guard.server';

/** The NDA codes page (docs/product.md §12.6): owners make and revoke the codes of the private subdivision. */

export const ndaCodesLoader = staffLoader('staff', async ({ context }: LoaderFunctionArgs) => {
  return { codes: await listNdaCodes(staffOf(context).db) };
});

/** A code created (its digits are in this answer only) or revoked. */
export const ndaCodesAction = staffAction(
  { schema: ndaCodeActionSchema, role: 'owner' },
  async (input, { db, env, staff }, { request }) => {
    const by = { staffId: staff.id, client: await requestClient(env, request) };
    if (input.intent === 'create') {
      const created = await createAccessCode(db, env.KEYED_HASH_SECRET, input.label, by);
      return answer({ ok: true, message: 'Access code created', created }, 201);
    }
    return (await revokeAccessCode(db, input.id, by))
      ? answer({ ok: true, message: 'Access code revoked' })
      : answer({ ok: false, message: `No access code with id "${input.id}".` }, 404);
  },
);

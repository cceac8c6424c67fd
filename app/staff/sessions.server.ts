import { sessionActionSchema } from '@site/domain/staff/sessions';
import { redirectDocument, type LoaderFunctionArgs } from 'react-router';
import { securityLog } from '../../worker/services/protection/security-log';
import { endStaffSession, listSessions } from '../../worker/services/staff/staff-sessions';
import {
  addPasskey,
  listPasskeys,
  registrationOptions,
  relyingPartyOf,
  removePasskey,
  renamePasskey,
} from '../../worker/services/staff/staff-passkeys';
import { passkeyMessages } from '@site/domain/staff/passkeys';
import { requestClient } from '../../worker/services/staff/security-events';
import { adminSignInPath } from './shared';
import { answer, staffAction, staffLoader, staffOf } from './guard.server';

/** The sessions page: the member's own sessions and passkeys (docs/product.md §12.6). */

export const sessionsLoader = staffLoader('staff', async ({ context }: LoaderFunctionArgs) => {
  const { staff, sessionId, db } = staffOf(context);
  const [sessions, passkeys] = await Promise.all([listSessions(db, staff.id, sessionId), listPasskeys(db, staff.id)]);
  return { sessions, passkeys };
});

/**
 * Ends one of the staff member's own sessions (ending this one signs out), or manages their passkeys: a
 * challenge to make one with, the passkey made for it, a new name for one, or the removal of one
 * (docs/decisions/091); each passkey change is in the security log (docs/decisions/094).
 */
export const sessionsAction = staffAction(
  { schema: sessionActionSchema, role: 'staff' },
  async (input, { db, staff, sessionId, env }, { request }) => {
    switch (input.intent) {
      case 'passkey-options':
        return answer({
          ok: true,
          message: '',
          passkeyOptions: await registrationOptions(db, relyingPartyOf(env), staff),
        });
      case 'passkey-add': {
        const client = await requestClient(env, request);
        const added = await addPasskey(db, relyingPartyOf(env), staff, input.name, input.response, client);
        return added.outcome === 'added'
          ? answer({ ok: true, message: passkeyMessages.added })
          : answer(
              { ok: false, message: passkeyMessages.addFailed, fieldErrors: { response: passkeyMessages.addFailed } },
              400,
            );
      }
      case 'passkey-rename': {
        const by = { staffId: staff.id, client: await requestClient(env, request) };
        return (await renamePasskey(db, by, input.id, input.name))
          ? answer({ ok: true, message: passkeyMessages.renamed })
          : answer({ ok: false, message: passkeyMessages.gone }, 404);
      }
      case 'passkey-remove': {
        const by = { staffId: staff.id, client: await requestClient(env, request) };
        return (await removePasskey(db, by, input.id))
          ? answer({ ok: true, message: passkeyMessages.removed })
          : answer({ ok: false, message: passkeyMessages.gone }, 404);
      }
      case 'end': {
        const by = { staffId: staff.id, client: await requestClient(env, request) };
        if (!(await endStaffSession(db, by, input.id, input.id === sessionId))) {
          return answer({ ok: false, message: 'This session has already ended.' }, 404);
        }
        securityLog('admin.session.ended', { staff: staff.id, current: String(input.id === sessionId) });
        return input.id === sessionId
          ? redirectDocument(adminSignInPath)
          : answer({ ok: true, message: 'Session ended' });
      }
    }
  },
);

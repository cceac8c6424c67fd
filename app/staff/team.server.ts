import { teamActionSchema, teamMessages } from '@site/domain/staff/team';
import { roleLabels } from '@site/domain/staff/roles';
import type { LoaderFunctionArgs } from 'react-router';
import { requestClient } from '../../worker/services/staff/security-events';
import { listPasskeys } from '../../worker/services/staff/staff-passkeys';
import {
  changeRole,
  deactivateMember,
  endMemberSession,
  reactivateMember,
  resetMemberSecondFactor,
  setOwnerPasskeysRequired,
  teamOverview,
  type TeamRefusal,
} from '../../worker/services/staff/team';
import { answer, staffAction, staffLoader, staffOf } from './guard.server';

/**
 * /admin/team (docs/product.md §12.14, docs/decisions/094): every member sees the team; only an owner changes
 * it. The page also learns whether the viewer has a passkey, since only then may they require one for owners.
 */
export const teamLoader = staffLoader('staff', async ({ context }: LoaderFunctionArgs) => {
  const { staff, db } = staffOf(context);
  const [team, passkeys] = await Promise.all([teamOverview(db, staff.id), listPasskeys(db, staff.id)]);
  return { ...team, me: staff, myPasskeys: passkeys.length };
});

/** A change that did not happen, as the page hears it: the member, the rule or the state that refused it. */
function refusal(outcome: TeamRefusal, field: 'id' | 'role') {
  switch (outcome) {
    case 'missing':
      return answer({ ok: false, message: teamMessages.gone }, 404);
    case 'last-owner':
      return answer(
        { ok: false, message: teamMessages.lastOwner, fieldErrors: { [field]: teamMessages.lastOwner } },
        409,
      );
    case 'deactivated':
      return answer(
        { ok: false, message: teamMessages.deactivatedRole, fieldErrors: { role: teamMessages.deactivatedRole } },
        409,
      );
    case 'unchanged':
      return answer({ ok: true, message: '' });
  }
}

/**
 * Every change to the team, owners only (docs/decisions/090): a role, a deactivation or reactivation, a reset
 * second factor, an ended session, the owners' passkey requirement. Each is written with its security log
 * entry in one batch; the last active owner is never demoted or deactivated (409 with the field's message).
 */
export const teamAction = staffAction(
  { schema: teamActionSchema, role: 'owner' },
  async (input, { db, env, staff }, { request }) => {
    const by = { staffId: staff.id, client: await requestClient(env, request) };
    switch (input.intent) {
      case 'role': {
        const changed = await changeRole(db, by, input.id, input.role);
        return changed.outcome === 'changed'
          ? answer({ ok: true, message: `${teamMessages.roleChanged}: ${roleLabels[input.role]}` })
          : refusal(changed.outcome, 'role');
      }
      case 'deactivate': {
        const changed = await deactivateMember(db, by, input.id);
        if (changed.outcome === 'unchanged') {
          return answer({ ok: false, message: teamMessages.alreadyDeactivated }, 409);
        }
        return changed.outcome === 'changed'
          ? answer({ ok: true, message: teamMessages.deactivated })
          : refusal(changed.outcome, 'id');
      }
      case 'reactivate': {
        const changed = await reactivateMember(db, by, input.id);
        if (changed.outcome === 'unchanged') return answer({ ok: false, message: teamMessages.alreadyActive }, 409);
        return changed.outcome === 'changed'
          ? answer({ ok: true, message: teamMessages.reactivated })
          : refusal(changed.outcome, 'id');
      }
      case 'reset-second-factor': {
        const changed = await resetMemberSecondFactor(db, by, input.id);
        return changed.outcome === 'changed'
          ? answer({ ok: true, message: teamMessages.secondFactorReset })
          : refusal(changed.outcome, 'id');
      }
      case 'end-session': {
        const ended = await endMemberSession(db, by, input.id, input.sessionId);
        return ended.outcome === 'changed'
          ? answer({ ok: true, message: teamMessages.sessionEnded })
          : answer({ ok: false, message: teamMessages.sessionGone }, 404);
      }
      case 'owner-passkeys': {
        const changed = await setOwnerPasskeysRequired(db, by, input.required);
        if (changed.outcome === 'passkey-first') {
          return answer(
            {
              ok: false,
              message: teamMessages.ownerPasskeyFirst,
              fieldErrors: { required: teamMessages.ownerPasskeyFirst },
            },
            422,
          );
        }
        return answer({
          ok: true,
          message: input.required ? teamMessages.ownerPasskeysOn : teamMessages.ownerPasskeysOff,
        });
      }
    }
  },
);

import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import type { Failure } from '../forms/validation';
import type { AdminNdaCodeCreated } from './nda-codes';

/** A refused staff change: the failure every answer shares, and on 409 the record as it is now. */
export interface StaffFailure<Current = never> extends Failure {
  ok: false;
  current?: Current;
}

/**
 * What every staff action answers the page: done, or why not (field messages, or on 409 the record as it is
 * now, typed by the action that answers it).
 */
export type StaffAnswer<Current = never> =
  | {
      ok: true;
      message: string;
      created?: AdminNdaCodeCreated;
      /** The challenge and options for the browser to make a passkey with (docs/decisions/091). */
      passkeyOptions?: PublicKeyCredentialCreationOptionsJSON;
      /** A new member's recovery codes, shown once when their invitation is accepted (docs/decisions/095). */
      recoveryCodes?: string[];
    }
  | StaffFailure<Current>;

import { isoCBOR } from '@simplewebauthn/server/helpers';
import { randomBytes, toBase64Url, utf8 } from '../services/protection/crypto';

/**
 * A software passkey for the worker tests: an ES256 key pair that answers WebAuthn registration and sign-in
 * challenges as a browser and its authenticator would (attestation 'none', user present and verified), so
 * the Worker's checks run on real signatures.
 */
export interface TestPasskey {
  id: string;
  register: (challenge: string) => Promise<RegistrationAnswer>;
  signIn: (challenge: string) => Promise<AuthenticationAnswer>;
}

interface RegistrationAnswer {
  id: string;
  rawId: string;
  type: 'public-key';
  response: { clientDataJSON: string; attestationObject: string; transports: string[] };
  clientExtensionResults: Record<string, never>;
}

interface AuthenticationAnswer {
  id: string;
  rawId: string;
  type: 'public-key';
  response: { clientDataJSON: string; authenticatorData: string; signature: string };
  clientExtensionResults: Record<string, never>;
}

const sha256 = async (bytes: Uint8Array<ArrayBuffer>) => new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));

const concat = (...parts: Uint8Array[]) => {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
};

/** WebCrypto gives an ECDSA signature in its raw r‖s form; WebAuthn carries it in DER. */
function derSignature(raw: Uint8Array): Uint8Array {
  const integer = (bytes: Uint8Array) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
    const trimmed = bytes.slice(start);
    const padded = (trimmed[0] ?? 0) & 0x80 ? concat(new Uint8Array([0]), trimmed) : trimmed;
    return concat(new Uint8Array([0x02, padded.length]), padded);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(new Uint8Array([0x30, body.length]), body);
}

const counterBytes = (value: number) =>
  new Uint8Array([value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255]);

const flags = { userPresent: 0x01, userVerified: 0x04, attestedData: 0x40 };

export async function testPasskey({ rpId = 'localhost', origin = 'http://localhost:8788' } = {}): Promise<TestPasskey> {
  const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const rawId = randomBytes(32);
  const id = toBase64Url(rawId);
  let counter = 0;
  const clientData = (type: string, challenge: string) =>
    utf8(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  return {
    id,
    async register(challenge) {
      const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey));
      const coseKey = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, publicKey.slice(1, 33)],
          [-3, publicKey.slice(33, 65)],
        ]),
      );
      const authData = concat(
        await sha256(utf8(rpId)),
        new Uint8Array([flags.userPresent | flags.userVerified | flags.attestedData]),
        counterBytes(counter),
        new Uint8Array(16),
        new Uint8Array([0, rawId.length]),
        rawId,
        coseKey,
      );
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData],
        ]),
      );
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: toBase64Url(clientData('webauthn.create', challenge)),
          attestationObject: toBase64Url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    async signIn(challenge) {
      counter += 1;
      const clientDataJSON = clientData('webauthn.get', challenge);
      const authenticatorData = concat(
        await sha256(utf8(rpId)),
        new Uint8Array([flags.userPresent | flags.userVerified]),
        counterBytes(counter),
      );
      const signed = concat(authenticatorData, await sha256(clientDataJSON));
      const signature = new Uint8Array(
        await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, keys.privateKey, signed),
      );
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: toBase64Url(clientDataJSON),
          authenticatorData: toBase64Url(authenticatorData),
          signature: toBase64Url(derSignature(signature)),
        },
        clientExtensionResults: {},
      };
    },
  };
}

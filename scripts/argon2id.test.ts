import { describe, expect, it } from 'vitest';
import { loadArgon2id } from './argon2id';

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

describe('Argon2id for staff tooling', () => {
  it('computes RFC 9106 test vector for Argon2id (section 5.3)', async () => {
    const argon2id = await loadArgon2id();
    const tag = argon2id({
      password: new Uint8Array(32).fill(1),
      salt: new Uint8Array(16).fill(2),
      secret: new Uint8Array(8).fill(3),
      ad: new Uint8Array(12).fill(4),
      parallelism: 4,
      passes: 3,
      memorySize: 32,
      tagLength: 32,
    });
    expect(hex(tag)).toBe('0d640df58d78766c08c037a34a8b53c9d01ef0452d75b65eb52520e96b01e659');
  });
});

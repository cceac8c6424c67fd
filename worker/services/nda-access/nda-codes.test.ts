import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { database } from '../../db/client';
import { ndaAccessCodes } from '../../db/schema';
import { storeAccessCode } from '../../test/nda';
import { accessCodeAlphabet } from '@site/domain/partners/nda';
import { accessCodeIterations, findAccessCode, generateAccessCode, newAccessCode } from './nda-codes';

const db = database(env.DB);
const secret = env.KEYED_HASH_SECRET;

describe('NDA access codes', () => {
  it('are 12 random characters without look-alikes, handed out in groups of four', () => {
    const codes = Array.from({ length: 200 }, generateAccessCode);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(new Set(codes).size).toBe(200);
    const characters = new Set(codes.join('').replaceAll('-', ''));
    expect([...characters].toSorted().join('')).toBe(accessCodeAlphabet);
    for (const lookAlike of ['0', 'O', '1', 'I', 'L']) expect(characters.has(lookAlike)).toBe(false);
  });

  it('are stored as a salted hash keyed with the server secret: rows differ and neither holds the code', async () => {
    const first = await newAccessCode(secret, 'First partner');
    const second = await newAccessCode(secret, 'Second partner');
    expect(first.record.iterations).toBe(accessCodeIterations);
    expect(first.record.salt).not.toBe(second.record.salt);
    for (const { code, record } of [first, second]) {
      expect(JSON.stringify(record)).not.toContain(code);
      expect(JSON.stringify(record)).not.toContain(code.replaceAll('-', ''));
    }
  });

  it('open nothing under another secret, and refuse to be made without one', async () => {
    const { code } = await storeAccessCode('Keyed partner');
    expect(await findAccessCode(db, secret, code)).not.toBeNull();
    expect(await findAccessCode(db, `${secret}-rotated`, code)).toBeNull();
    await expect(newAccessCode(undefined, 'No secret')).rejects.toThrow(/KEYED_HASH_SECRET/);
  });

  it('are found by the code typed, only while active', async () => {
    const { code, id } = await storeAccessCode('Island Land Partners');
    await storeAccessCode('Another partner');
    expect(await findAccessCode(db, secret, code)).toEqual({ id, label: 'Island Land Partners' });
    expect(await findAccessCode(db, secret, ` ${code.toLowerCase().replaceAll('-', ' ')} `)).toEqual({
      id,
      label: 'Island Land Partners',
    });
    expect(await findAccessCode(db, secret, `${code}2`)).toBeNull();

    await db.update(ndaAccessCodes).set({ revokedAt: '2027-01-15T12:00:00.000Z' });
    expect(await findAccessCode(db, secret, code)).toBeNull();
  });
});

import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { database } from '../db/client';
import { ndaAccessCodes } from '../db/schema';
import { storeAccessCode } from '../test/nda';
import { accessCodeIterations, findAccessCode, generateAccessCode, newAccessCode } from './nda-codes';

const db = database(env.DB);

describe('NDA access codes', () => {
  it('are 10 random digits', () => {
    const codes = Array.from({ length: 200 }, generateAccessCode);
    for (const code of codes) expect(code).toMatch(/^\d{10}$/);
    expect(new Set(codes).size).toBe(200);
    const digits = new Set(codes.join(''));
    expect(digits.size).toBe(10);
  });

  it('are stored as a salted PBKDF2 hash: two rows for the same code differ and neither contains it', async () => {
    const first = await newAccessCode('First partner');
    const second = await newAccessCode('Second partner');
    expect(first.record.iterations).toBe(accessCodeIterations);
    expect(first.record.salt).not.toBe(second.record.salt);
    for (const { code, record } of [first, second]) expect(JSON.stringify(record)).not.toContain(code);
  });

  it('are found by the code typed, only while active', async () => {
    const { code, id } = await storeAccessCode('Island Land Partners');
    await storeAccessCode('Another partner');
    expect(await findAccessCode(db, code)).toEqual({ id, label: 'Island Land Partners' });
    expect(await findAccessCode(db, ` ${code.slice(0, 3)}-${code.slice(3)} `)).toEqual({
      id,
      label: 'Island Land Partners',
    });
    expect(await findAccessCode(db, `${code}0`)).toBeNull();

    await db.update(ndaAccessCodes).set({ revokedAt: '2027-01-15T12:00:00.000Z' });
    expect(await findAccessCode(db, code)).toBeNull();
  });
});

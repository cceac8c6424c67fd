import type { AdminNdaCode, AdminNdaCodeCreated } from '@site/domain/admin';
import { formExamples } from '@site/domain/form-examples';
import { describe, expect, it } from 'vitest';
import { fromClient, postJson } from '../../../test/requests';
import { json, staffSignedInBeforeEach } from '../../../test/admin-data';

const staff = staffSignedInBeforeEach();

const useCode = (accessCode: string, key: string) =>
  postJson(
    '/api/nda-access',
    { ...formExamples.nda, accessCode },
    fromClient('192.0.2.77', `admin-test-${key}-0000000000`),
  );

describe('/api/admin/nda-codes', () => {
  it('creates a code shown once, which opens the portal, lists it without the code, and revokes it', async () => {
    const created = await json<AdminNdaCodeCreated>(
      staff.send('POST', '/api/admin/nda-codes', { label: 'Island Land Partners' }),
      201,
    );
    expect(created).toEqual({
      id: expect.any(String),
      label: 'Island Land Partners',
      createdAt: expect.any(String),
      code: expect.stringMatching(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/),
    });
    expect((await useCode(created.code, 'first')).status).toBe(201);

    const listed = await json<AdminNdaCode[]>(staff.call('/api/admin/nda-codes'));
    expect(listed).toEqual([{ id: created.id, label: 'Island Land Partners', createdAt: created.createdAt }]);
    expect(JSON.stringify(listed)).not.toContain(created.code);

    expect((await staff.send('DELETE', `/api/admin/nda-codes/${created.id}`)).status).toBe(204);
    expect((await useCode(created.code, 'second')).status).toBe(403);
    const [revoked] = await json<AdminNdaCode[]>(staff.call('/api/admin/nda-codes'));
    expect(revoked?.revokedAt).toEqual(expect.any(String));
    expect((await staff.send('DELETE', `/api/admin/nda-codes/${created.id}`)).status).toBe(204);
  });

  it('answers a missing label with 400 and an unknown id with 404', async () => {
    const bad = await staff.send('POST', '/api/admin/nda-codes', { label: '' });
    expect(bad.status).toBe(400);
    expect((await bad.json<{ fieldErrors: object }>()).fieldErrors).toEqual({ label: 'Say who the code is for' });
    expect((await staff.send('DELETE', '/api/admin/nda-codes/no-such-code')).status).toBe(404);
  });
});

import { formExamples } from '@site/domain/forms/form-examples';
import { honeypotField } from '@site/domain/forms/honeypot';
import type { NdaAccessGranted } from '@site/domain/partners/nda';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { database } from '../../db/client';
import { leads, ndaAccessCodes } from '../../db/schema';
import { grantLifetimeMs, grantSigner } from '../../services/nda-access/nda-grants';
import { storeAccessCode, storeSheets } from '../../test/nda';
import { confidentialImageKey } from '../../services/nda-access/nda-images';
import { callApi, fromClient, postJson } from '../../test/requests';
import { botCheckRefusedMessage } from '@site/domain/forms/bot-check';
import { ndaFailureLimit } from '../../services/protection/rate-limit';
import { ndaAnswers } from '.';

const db = database(env.DB);

let accessCode = { code: '', id: '' };
beforeEach(async () => {
  accessCode = await storeAccessCode();
});

let keyCounter = 0;
const request = (accessCodeTyped: string, address = '192.0.2.40') =>
  postJson(
    '/api/nda-access',
    { ...formExamples.nda, accessCode: accessCodeTyped },
    fromClient(address, `nda-test-key-${String((keyCounter += 1)).padStart(6, '0')}`),
  );

const wrongCode = (index: number) => `WRONG-CODE-${String(index).padStart(3, '0')}`;

const getImage = (url: string, grant?: string) =>
  callApi(url, { headers: grant === undefined ? {} : { authorization: `Bearer ${grant}` } });

describe('POST /api/nda-access', () => {
  it('answers a wrong code with 403 and the message the page shows, storing no lead', async () => {
    const response = await request(wrongCode(1));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: ndaAnswers.wrongCode });
    expect(await db.select().from(leads).all()).toHaveLength(0);
  });

  it('accepts the code typed with spaces or dashes', async () => {
    const grouped = ` ${accessCode.code.toLowerCase().replaceAll('-', ' - ')} `;
    expect((await request(grouped)).status).toBe(201);
  });

  it('answers a right code with a 15-minute grant and the five images it opens; the code is never stored', async () => {
    const before = Date.now();
    const response = await request(accessCode.code);
    expect(response.status).toBe(201);
    const body = await response.json<NdaAccessGranted>();

    expect(body.grant).toMatch(/^[\w-]+\.[\w-]+$/);
    const lifetime = Date.parse(body.expiresAt) - before;
    expect(lifetime).toBeGreaterThanOrEqual(grantLifetimeMs);
    expect(lifetime).toBeLessThan(grantLifetimeMs + 5_000);
    expect(body.images.map((image) => image.id)).toEqual([
      'master-site-plan',
      'phase-1-lot-layout',
      'utilities-and-drainage',
      'grading-and-foundations',
      'community-amenities',
    ]);
    expect(body.images[0]).toEqual({
      id: 'master-site-plan',
      title: 'Master Site Plan',
      description: expect.stringContaining('300 lots'),
      url: '/api/nda-access/images/master-site-plan',
      width: 1200,
      height: 800,
    });

    const [lead] = await db.select().from(leads).where(eq(leads.id, body.id)).all();
    expect(lead?.submission).toEqual({
      name: 'Hana Kealoha',
      email: 'hana@islandland.example',
      company: 'Island Land Partners',
      agreeToNDA: true,
      accessCodeId: accessCode.id,
    });
    expect(JSON.stringify(lead)).not.toContain(accessCode.code);
  });

  it('refuses a revoked code', async () => {
    await db
      .update(ndaAccessCodes)
      .set({ revokedAt: new Date().toISOString() })
      .where(eq(ndaAccessCodes.id, accessCode.id));
    expect((await request(accessCode.code)).status).toBe(403);
  });

  it('locks a client out after 5 wrong codes in 15 minutes, even for the right code; others can still try', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await request(wrongCode(attempt))).status).toBe(403);

    const locked = await request(accessCode.code);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(890);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(900);
    expect(await locked.json()).toEqual({
      message: 'Too many incorrect access codes. Please try again in 15 minutes.',
    });

    expect((await request(accessCode.code, '198.51.100.40')).status).toBe(201);
  });

  it('counts an IPv6 /64 as one client: rotating addresses inside it gains no attempt', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const address = `2001:db8:40:7::${attempt.toString(16)}:${(attempt * 4099).toString(16)}`;
      expect((await request(wrongCode(attempt), address)).status).toBe(403);
    }
    expect((await request(accessCode.code, '2001:db8:40:7:ffff:ffff:ffff:fffe')).status).toBe(429);
    expect((await request(accessCode.code, '2001:db8:40:8::1')).status).toBe(201);
  });

  // 201 requests through the real Worker: more than the default timeout allows on a busy machine.
  it('cannot be closed for everyone: 200 wrong codes from 40 addresses, then the right code from a new browser opens it', async () => {
    const perClient = ndaFailureLimit.max;
    for (let index = 0; index < 40; index += 1) {
      const address = `203.0.113.${index + 1}`;
      for (let attempt = 1; attempt <= perClient; attempt += 1) {
        expect((await request(wrongCode(attempt), address)).status).toBe(403);
      }
    }
    expect((await request(accessCode.code, '198.51.100.77')).status).toBe(201);
  }, 30_000);

  it('checks no code without a confirmed bot-check token, and counts nothing for it', async () => {
    const response = await postJson(
      '/api/nda-access',
      { ...formExamples.nda, accessCode: accessCode.code },
      { 'cf-connecting-ip': '192.0.2.40' },
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: botCheckRefusedMessage });
    expect(await db.select().from(leads).all()).toHaveLength(0);
  });

  it('does not count right codes as failures', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await request(wrongCode(attempt))).status).toBe(403);
    expect((await request(accessCode.code)).status).toBe(201);
    expect((await request(wrongCode(5))).status).toBe(403);
    expect((await request(accessCode.code)).status).toBe(429);
  });

  it('counts concurrent wrong guesses strictly: never more than 5 are checked', async () => {
    const responses = await Promise.all(Array.from({ length: 12 }, (_, index) => request(wrongCode(index))));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 403)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it('gives a bot that fills the honeypot a grant that opens nothing', async () => {
    const response = await postJson(
      '/api/nda-access',
      { ...formExamples.nda, [honeypotField]: 'http://spam.example' },
      fromClient('192.0.2.40'),
    );
    expect(response.status).toBe(201);
    const { grant, images } = await response.json<NdaAccessGranted>();
    expect((await getImage(images[0]?.url ?? '', grant)).status).toBe(401);
    expect(await db.select().from(leads).all()).toHaveLength(0);
  });
});

const grantFor = async () => (await (await request(accessCode.code)).json<NdaAccessGranted>()).grant;

describe('GET /api/nda-access/images/:id', () => {
  beforeEach(storeSheets);

  it('serves each image from the private bucket, private and uncached, to a valid grant', async () => {
    const grant = await grantFor();
    const response = await getImage('/api/nda-access/images/grading-and-foundations', grant);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 1200 800"/);
    expect(svg).toContain('Grading &amp; Foundations');
    expect(svg).toContain('CONFIDENTIAL');
  });

  it("stops a grant the moment its code is revoked, leaving other codes' grants working", async () => {
    const grant = await grantFor();
    const url = '/api/nda-access/images/master-site-plan';
    expect((await getImage(url, grant)).status).toBe(200);
    const other = await storeAccessCode();
    const otherGrant = (await (await request(other.code, '198.51.100.5')).json<NdaAccessGranted>()).grant;
    await db
      .update(ndaAccessCodes)
      .set({ revokedAt: new Date().toISOString() })
      .where(eq(ndaAccessCodes.id, accessCode.id));
    const refused = await getImage(url, grant);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: ndaAnswers.invalidGrant });
    expect((await getImage(url, otherGrant)).status).toBe(200);
  });

  it('refuses a request without a grant with 401', async () => {
    const response = await getImage('/api/nda-access/images/master-site-plan');
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="nda-portal"');
    expect(await response.json()).toEqual({ message: ndaAnswers.noGrant });
  });

  it('refuses an expired grant with 401', async () => {
    const signer = await grantSigner(env.NDA_GRANT_SECRET);
    const { grant } = await signer.issue('lead-1', accessCode.id, Date.now() - grantLifetimeMs - 1);
    const response = await getImage('/api/nda-access/images/master-site-plan', grant);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: ndaAnswers.expired });
  });

  it('refuses a grant signed with another secret or altered in any way', async () => {
    const forged = await (await grantSigner('x'.repeat(32))).issue('lead-1', accessCode.id);
    const grant = await grantFor();
    const [payload = '', signature = ''] = grant.split('.');
    const longer = btoa(JSON.stringify({ lead: 'lead-1', exp: Date.now() + 86_400_000 })).replace(/=+$/, '');
    for (const token of [
      forged.grant,
      `${longer}.${signature}`,
      `${payload}.${signature}x`,
      `${payload}.`,
      'not-a-grant',
    ]) {
      const response = await getImage('/api/nda-access/images/master-site-plan', token);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: ndaAnswers.invalidGrant });
    }
  });

  it('answers an unknown image with 404, even with a valid grant', async () => {
    expect((await getImage('/api/nda-access/images/secret-plans', await grantFor())).status).toBe(404);
  });

  it('answers 404 for a sheet staff have not put in the bucket, and serves the one they put', async () => {
    const grant = await grantFor();
    await env.FILES.delete(confidentialImageKey('master-site-plan'));
    expect((await getImage('/api/nda-access/images/master-site-plan', grant)).status).toBe(404);
    await env.FILES.put(confidentialImageKey('master-site-plan'), Uint8Array.from([0x89, 0x50, 0x4e, 0x47]), {
      httpMetadata: { contentType: 'image/png' },
    });
    const sheet = await getImage('/api/nda-access/images/master-site-plan', grant);
    expect(sheet.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await sheet.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });
});

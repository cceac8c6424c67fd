import type { AdminSession } from '@site/domain/admin';
import { describe, expect, it } from 'vitest';
import { whoAmI } from '../../../test/admin-data';
import { sha256Hex } from '../../../services/crypto';
import { deviceHintOf } from '../../../services/staff-sessions';
import { callApi } from '../../../test/requests';
import {
  challengeCookieFrom,
  enrolledStaffAccount,
  fullSignIn,
  sameOrigin,
  secondFactorRequest,
  sessionCookieFrom,
  signInRequest,
} from '../../../test/staff';

const endSession = (id: string, cookie: string, headers: Record<string, string> = sameOrigin) =>
  callApi(`/api/admin/sessions/${id}`, { method: 'DELETE', headers: { cookie, ...headers } });

describe('GET and DELETE /api/admin/sessions', () => {
  const chromeOnWindows =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

  it('lists the staff member’s open sessions with when and from what, marking this one', async () => {
    const { account, sessionCookie } = await enrolledStaffAccount();
    const other = sessionCookieFrom(await fullSignIn(account, { 'user-agent': chromeOnWindows }));
    const ended = sessionCookieFrom(
      await secondFactorRequest(
        challengeCookieFrom(await signInRequest(account.email, account.password)),
        account.recoveryCodes[0] ?? '',
      ),
    );
    await callApi('/api/admin/session', { method: 'DELETE', headers: { cookie: ended, ...sameOrigin } });

    const response = await callApi('/api/admin/sessions', { headers: { cookie: sessionCookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const sessions = await response.json<AdminSession[]>();
    expect(sessions).toHaveLength(2);
    expect(sessions.map((session) => [session.deviceHint, session.current]).toSorted()).toEqual([
      ['', true],
      ['Chrome on Windows', false],
    ]);
    const otherId = await sha256Hex(other.split('=')[1] ?? '');
    expect(sessions.find((session) => !session.current)).toMatchObject({ id: otherId });
    for (const session of sessions) {
      expect(Date.now() - Date.parse(session.createdAt)).toBeLessThan(60_000);
      expect(Date.now() - Date.parse(session.lastSeenAt)).toBeLessThan(60_000);
    }
  });

  it('ends one of the staff member’s sessions, and no one else’s', async () => {
    const { account, sessionCookie } = await enrolledStaffAccount();
    const other = sessionCookieFrom(await fullSignIn(account));
    const otherId = await sha256Hex(other.split('=')[1] ?? '');

    expect(
      (await endSession(otherId, sessionCookie, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }))
        .status,
    ).toBe(403);
    expect((await endSession(otherId, '')).status).toBe(401);
    const colleague = await enrolledStaffAccount('ben.okafor@pacificspan.example', 'Ben Okafor');
    expect((await endSession(otherId, colleague.sessionCookie)).status).toBe(404);
    expect((await whoAmI(other)).status).toBe(200);

    expect((await endSession(otherId, sessionCookie)).status).toBe(204);
    expect((await whoAmI(other)).status).toBe(401);
    expect((await whoAmI(sessionCookie)).status).toBe(200);
    expect((await endSession(otherId, sessionCookie)).status).toBe(404);
    expect((await endSession('not-a-session-id', sessionCookie)).status).toBe(404);
  });

  it('names the device from its User-Agent, briefly', () => {
    expect(deviceHintOf(chromeOnWindows)).toBe('Chrome on Windows');
    expect(deviceHintOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Gecko/20100101 Firefox/140.0')).toBe(
      'Firefox on macOS',
    );
    expect(
      deviceHintOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(deviceHintOf('Mozilla/5.0 (Windows NT 10.0) Chrome/156.0 Safari/537.36 Edg/156.0')).toBe('Edge on Windows');
    expect(deviceHintOf(null)).toBe('');
  });
});

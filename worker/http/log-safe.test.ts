import { describe, expect, it } from 'vitest';
import { asFileRequest, logSafeUrl } from './log-safe';

describe('what the Worker logs and how files leave it (docs/decisions/085)', () => {
  it('logs a staff search or an upload without its query string', () => {
    expect(logSafeUrl('https://pacificspan.example/admin/leads?q=Maya%20Kealoha')).toBe(
      'https://pacificspan.example/admin/leads',
    );
    expect(logSafeUrl('https://pacificspan.example/api/lead-files/abc123?field=photos&name=home.jpg')).toBe(
      'https://pacificspan.example/api/lead-files/abc123',
    );
  });

  it("answers a file's data request as the file route itself, and leaves every other request alone", () => {
    const cookie = { cookie: '__Host-staff=1' };
    const data = asFileRequest(
      new Request('https://pacificspan.example/admin/files/f1.data?_routes=x', { headers: cookie }),
    );
    expect(data.url).toBe('https://pacificspan.example/admin/files/f1');
    expect(data.headers.get('cookie')).toBe(cookie.cookie);
    for (const url of [
      'https://pacificspan.example/admin/files/f1',
      'https://pacificspan.example/admin/leads/l1.data',
    ]) {
      const request = new Request(url);
      expect(asFileRequest(request)).toBe(request);
    }
    expect(asFileRequest(new Request('https://pacificspan.example/ADMIN/FILES/f1.DATA')).url).toBe(
      'https://pacificspan.example/ADMIN/FILES/f1',
    );
  });
});

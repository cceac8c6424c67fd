import { describe, expect, it } from 'vitest';
import {
  isOverdue,
  notificationSettings,
  parseAddressList,
  plannedNotifications,
  responseDeadline,
} from './notifications';

describe('staff address lists', () => {
  it('reads a comma-separated list', () => {
    expect(parseAddressList('NOTIFY_STAFF_TO', ' a@example.com, b@example.com ')).toEqual({
      ok: true,
      addresses: ['a@example.com', 'b@example.com'],
    });
  });

  it.each([
    [undefined, 'NOTIFY_STAFF_TO is not set: add a comma-separated list of e-mail addresses.'],
    ['  ', 'NOTIFY_STAFF_TO is not set: add a comma-separated list of e-mail addresses.'],
    [
      'a@example.com;b@example.com',
      'NOTIFY_STAFF_TO has "a@example.com;b@example.com", which is not an e-mail address.',
    ],
    ['a@example.com,,', 'NOTIFY_STAFF_TO has "", "", which is not an e-mail address.'],
  ])('refuses %j with a message that says what to fix', (value, problem) => {
    expect(parseAddressList('NOTIFY_STAFF_TO', value)).toEqual({ ok: false, problem });
  });

  it('checks every setting at once and accepts no emergency list', () => {
    expect(
      notificationSettings({
        NOTIFY_FROM: 'Leads <leads@example.com>',
        NOTIFY_STAFF_TO: 'a@example.com',
        SITE_URL: 'https://x.example/',
      }),
    ).toEqual({
      ok: true,
      settings: {
        from: { name: 'Leads', address: 'leads@example.com' },
        staff: ['a@example.com'],
        emergency: [],
        siteUrl: 'https://x.example',
      },
    });
    const broken = notificationSettings({
      NOTIFY_FROM: 'Leads <nope>\r\nBcc: x@evil.example',
      NOTIFY_EMERGENCY_TO: 'x',
      SITE_URL: 'nowhere',
    });
    expect(broken.ok).toBe(false);
    expect(broken.ok ? [] : broken.problems).toHaveLength(4);
  });
});

describe('planned notifications', () => {
  it('confirms only to an address the visitor gave, on forms that promise a reply', () => {
    expect(plannedNotifications('intake', 'a@example.com')).toEqual([
      { kind: 'staff-alert' },
      { kind: 'visitor-confirmation', recipient: 'a@example.com' },
    ]);
    expect(plannedNotifications('recommendation', 'Not provided')).toEqual([{ kind: 'staff-alert' }]);
    expect(plannedNotifications('nda', 'a@example.com')).toEqual([{ kind: 'staff-alert' }]);
    expect(plannedNotifications('chat', 'a@example.com')).toEqual([{ kind: 'staff-alert' }]);
  });
});

describe('response deadlines', () => {
  it('gives an emergency 15 minutes', () => {
    expect(responseDeadline('2027-01-15T18:30:00.000Z', true)).toBe('2027-01-15T18:45:00.000Z');
  });

  it('gives other leads one business day, skipping the Pacific weekend', () => {
    // Thursday 10:30 in California -> Friday; Friday -> Monday; Saturday -> Monday.
    expect(responseDeadline('2027-01-14T18:30:00.000Z', false)).toBe('2027-01-15T18:30:00.000Z');
    expect(responseDeadline('2027-01-15T18:30:00.000Z', false)).toBe('2027-01-18T18:30:00.000Z');
    expect(responseDeadline('2027-01-16T18:30:00.000Z', false)).toBe('2027-01-18T18:30:00.000Z');
  });

  it('flags only leads still new past the deadline', () => {
    const lead = { createdAt: '2027-01-15T18:30:00.000Z', isUrgent: true };
    const later = Date.parse('2027-01-15T18:46:00.000Z');
    expect(isOverdue({ ...lead, status: 'new' }, later)).toBe(true);
    expect(isOverdue({ ...lead, status: 'contacted' }, later)).toBe(false);
    expect(isOverdue({ ...lead, status: 'new' }, Date.parse('2027-01-15T18:44:00.000Z'))).toBe(false);
  });
});

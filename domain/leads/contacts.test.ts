import { describe, expect, it } from 'vitest';
import { contactActionSchema, emailKey, matchReasons, phoneKey } from './contacts';

describe('who is the same person (docs/product.md §12.9)', () => {
  it('reads an e-mail in any case, trimmed', () => {
    expect(emailKey('  Leilani.Kahale@Example.COM ')).toBe('leilani.kahale@example.com');
  });

  it('reads a phone number as its digits, without separators or a leading US country code', () => {
    expect(phoneKey('(808) 555-0107')).toBe('8085550107');
    expect(phoneKey('+1 808.555.0107')).toBe('8085550107');
    expect(phoneKey('1-808-555-0107')).toBe('8085550107');
    expect(phoneKey('808/555/0107')).toBe('8085550107');
    expect(phoneKey('+44 20 7946 0958')).toBe('442079460958');
  });

  it('does not read too short numbers, words or nothing as a phone number', () => {
    expect(phoneKey('555-01')).toBeNull();
    expect(phoneKey('808 555 0107 ext. 4')).toBeNull();
    expect(phoneKey('')).toBeNull();
    expect(phoneKey(undefined)).toBeNull();
  });

  it('says why two leads match: e-mail, phone, both or neither', () => {
    const a = { email: 'LK@example.com', phone: '808-555-0107' };
    expect(matchReasons(a, { email: 'lk@example.com', phone: null })).toEqual(['email']);
    expect(matchReasons(a, { email: 'other@example.com', phone: '(808) 555 0107' })).toEqual(['phone']);
    expect(matchReasons(a, { email: 'lk@example.com', phone: '8085550107' })).toEqual(['email', 'phone']);
    expect(matchReasons({ email: 'x@example.com', phone: null }, { email: 'y@example.com', phone: null })).toEqual([]);
  });

  it('accepts a merge or an un-merge with the versions the page showed, nothing else', () => {
    expect(
      contactActionSchema.safeParse({
        intent: 'merge',
        leadId: 'a',
        leadUpdatedAt: 'v1',
        otherId: 'b',
        otherUpdatedAt: 'v2',
      }).success,
    ).toBe(true);
    expect(contactActionSchema.safeParse({ intent: 'unmerge', leadId: 'a', leadUpdatedAt: 'v1' }).success).toBe(true);
    expect(contactActionSchema.safeParse({ intent: 'merge', leadId: 'a', leadUpdatedAt: 'v1' }).success).toBe(false);
    expect(contactActionSchema.safeParse({ intent: 'delete', leadId: 'a', leadUpdatedAt: 'v1' }).success).toBe(false);
  });
});

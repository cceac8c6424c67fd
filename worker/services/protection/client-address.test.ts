import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { clientGroup, clientTag } from './client-address';

describe('clientGroup', () => {
  it('counts an IPv4 address by itself', () => {
    expect(clientGroup('192.0.2.10')).toBe('192.0.2.10');
    expect(clientGroup(' 198.51.100.7 ')).toBe('198.51.100.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const group = '2001:db8:85a3:8d3::/64';
    for (const address of [
      '2001:db8:85a3:8d3:1319:8a2e:370:7348',
      '2001:0db8:85a3:08d3:0000:0000:0000:0001',
      '2001:DB8:85A3:8D3::',
      '2001:db8:85a3:8d3::ffff:1',
      '2001:db8:85a3:8d3:1::1%eth0',
    ]) {
      expect(clientGroup(address)).toBe(group);
    }
    expect(clientGroup('2001:db8:85a3:8d4::1')).toBe('2001:db8:85a3:8d4::/64');
    expect(clientGroup('::1')).toBe('0:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientGroup('::ffff:192.0.2.10')).toBe('192.0.2.10');
    expect(clientGroup('::ffff:c000:20a')).toBe('192.0.2.10');
  });

  it('puts every missing or unreadable address into one group each', () => {
    expect(clientGroup(undefined)).toBe('unknown-client');
    expect(clientGroup('')).toBe('unknown-client');
    for (const junk of ['not-an-address', '256.1.1.1', '1:2:3', '1::2::3', '12345::1', 'gggg::1']) {
      expect(clientGroup(junk)).toBe('unreadable-address');
    }
  });
});

describe('clientTag', () => {
  it('is a keyed hash of the group: the same for a /64, never the address, and changing with the secret', async () => {
    const secret = env.KEYED_HASH_SECRET;
    const tag = await clientTag(secret, '2001:db8::1');
    expect(tag).toMatch(/^[0-9a-f]{64}$/);
    expect(await clientTag(secret, '2001:db8::ffff:2')).toBe(tag);
    expect(await clientTag(secret, '2001:db8:0:1::1')).not.toBe(tag);
    expect(await clientTag(`${secret}-other`, '2001:db8::1')).not.toBe(tag);
    const ipv4 = await clientTag(secret, '192.0.2.10');
    expect(ipv4).not.toContain('192.0.2.10');
    const unkeyed = Array.from(
      new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode('192.0.2.10'))),
      (byte) => byte.toString(16).padStart(2, '0'),
    ).join('');
    expect(ipv4).not.toBe(unkeyed);
    await expect(clientTag(undefined, '192.0.2.10')).rejects.toThrow(/KEYED_HASH_SECRET/);
  });
});

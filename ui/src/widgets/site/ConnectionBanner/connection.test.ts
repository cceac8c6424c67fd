import { describe, expect, it } from 'vitest';
import { bannerConnectionStatus, connectionStatus } from './connection';

describe('connectionStatus (docs/product.md §4.4)', () => {
  it.each([
    [{ online: false, effectiveType: '4g', downlink: 10 }, 'offline'],
    [{ online: true, effectiveType: '4g', downlink: 10 }, 'fast'],
    [{ online: true, effectiveType: '4g', downlink: 5 }, 'slow'],
    [{ online: true, effectiveType: '3g', downlink: 10 }, 'slow'],
    [{ online: true, effectiveType: '4g', downlink: 10, saveData: true }, 'slow'],
    [{ online: true }, 'fast'],
  ] as const)('%j -> %s', (info, status) => expect(connectionStatus(info)).toBe(status));
});

describe('bannerConnectionStatus: the banner trusts the browser, not its downlink estimate', () => {
  it.each([
    [{ online: false, effectiveType: '4g', downlink: 10 }, 'offline'],
    [{ online: true, effectiveType: '4g', downlink: 1.35 }, 'fast'],
    [{ online: true, effectiveType: '4g', downlink: 5 }, 'fast'],
    [{ online: true, effectiveType: '3g', downlink: 10 }, 'slow'],
    [{ online: true, effectiveType: '2g', downlink: 0.2 }, 'slow'],
    [{ online: true, effectiveType: 'slow-2g' }, 'slow'],
    [{ online: true, effectiveType: '4g', downlink: 10, saveData: true }, 'slow'],
    [{ online: true }, 'fast'],
  ] as const)('%j -> %s', (info, status) => expect(bannerConnectionStatus(info)).toBe(status));
});

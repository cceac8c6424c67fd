import { leadEndpointOf } from './outbox';
import { contactSource } from '@site/domain/lead-forms/contact';
import { afterEach, describe, expect, test, vi } from 'vitest';

// A browser's first Intl format loads its locale data: 10 to 30 ms in one task on a slow phone. Modules that
// public pages load make theirs on first use, not when they load (docs/decisions/052).
describe('locale data waits for the first format', () => {
  afterEach(() => vi.restoreAllMocks());

  test('loading the undelivered-lead notice and the money format makes no Intl format', async () => {
    const dateFormats = vi.spyOn(Intl, 'DateTimeFormat');
    const numberFormats = vi.spyOn(Intl, 'NumberFormat');
    const { undeliveredLeadOf } = await import('./kept-lead-details');
    const { formatUsd } = await import('@site/domain/pricing/money');
    expect(dateFormats).not.toHaveBeenCalled();
    expect(numberFormats).not.toHaveBeenCalled();

    expect(formatUsd(397_800)).toBe('$397,800');
    expect(formatUsd(1_200)).toBe('$1,200');
    expect(numberFormats).toHaveBeenCalledTimes(1);
    const lead = undeliveredLeadOf({
      endpoint: leadEndpointOf(contactSource.form),
      body: '{"name":"Kai"}',
      idempotencyKey: 'k',
      queuedAt: Date.UTC(2026, 10, 26, 20, 30),
      attempts: 0,
      undelivered: 'refused',
    });
    expect(lead.filledIn).toMatch(/^Nov 26, 2026/);
    expect(dateFormats).toHaveBeenCalledTimes(1);
  });
});

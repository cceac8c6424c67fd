import { describe, expect, it, vi } from 'vitest';
import { loadOnRequest } from './load-on-request';

describe('loadOnRequest', () => {
  it('fetches on the first call only, and every call gets the same code', async () => {
    const load = vi.fn<() => Promise<string>>(() => Promise.resolve('schema'));
    const request = loadOnRequest(load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([request(), request()]);
    expect(await request()).toBe('schema');
    expect([first, second]).toEqual(['schema', 'schema']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed fetch, so the next call fetches again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('schema');
    const request = loadOnRequest(load);
    await expect(request()).rejects.toThrow('offline');
    await expect(request()).resolves.toBe('schema');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

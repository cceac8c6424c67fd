import { describe, expect, it } from 'vitest';
import { formatCount, initialVisitorStats, parseVisitorStats } from './visitor-stats';

describe('visitor statistics (docs/product.md §4.3)', () => {
  it('starts at 328,777 views', () => {
    expect(parseVisitorStats(null)).toEqual({ views: 328_777, clicks: 0, interactions: 0 });
  });

  it('keeps a stored record and repairs a broken one', () => {
    expect(parseVisitorStats('{"views":400000,"clicks":12,"interactions":3}')).toEqual({
      views: 400_000,
      clicks: 12,
      interactions: 3,
    });
    expect(parseVisitorStats('{"views":"many","clicks":-4}')).toEqual(initialVisitorStats);
    expect(parseVisitorStats('not json')).toEqual(initialVisitorStats);
  });

  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1.0K'],
    [328_777, '328.8K'],
    [999_949, '999.9K'],
    [1_000_000, '1.0M'],
    [1_250_000, '1.3M'],
  ])('%i -> %s', (count, text) => expect(formatCount(count)).toBe(text));
});

import { describe, expect, it } from 'vitest';
import { bannerConnectionStatus, connectionStatus } from './connection';
import { gradeFor } from './performance';
import { formatCount, initialVisitorStats, parseVisitorStats } from './visitor-stats';
import { chooseWeatherTheme, weatherThemes } from './weather';

describe('gradeFor (docs/product.md §4.3)', () => {
  it.each([
    [0, 'A'],
    [999, 'A'],
    [1000, 'B'],
    [1999, 'B'],
    [2000, 'C'],
    [2999, 'C'],
    [3000, 'D'],
    [12_000, 'D'],
  ] as const)('%i ms -> %s', (ms, grade) => expect(gradeFor(ms)).toBe(grade));
});

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

describe('chooseWeatherTheme (docs/product.md §4.5)', () => {
  it.each([
    ['Island construction on Maui', '/', 'hawaii-tradewinds'],
    ['Projects in Los Angeles and Portland', '/', 'california-sun'],
    ['A San Francisco office', '/', 'california-sun'],
    ['Serving the Pacific Northwest', '/', 'oregon-mist'],
    ['Nothing regional', '/oregon-projects', 'oregon-mist'],
    ['Oregon and California', '/', 'california-sun'],
  ] as const)('%j at %s -> %s', (text, path, theme) => expect(chooseWeatherTheme(text, path)).toBe(theme));

  it('uses the particle counts of docs/product.md §4.5', () => {
    expect(weatherThemes['california-sun'].particles).toBe(6);
    expect(weatherThemes['oregon-mist'].particles).toBe(12);
    expect(weatherThemes['hawaii-tradewinds'].particles).toBe(8);
  });
});

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

import { describe, expect, it } from 'vitest';
import { contentLoadPlan, isFastConnection } from './content-loading';

describe('isFastConnection', () => {
  it('is fast on 4g above 5 Mbit/s only', () => {
    expect(isFastConnection({ effectiveType: '4g', downlink: 10 })).toBe(true);
    expect(isFastConnection({ effectiveType: '4g', downlink: 5 })).toBe(false);
    expect(isFastConnection({ effectiveType: '3g', downlink: 10 })).toBe(false);
  });

  it('counts data-saver as slow, and a browser that reports nothing as fast', () => {
    expect(isFastConnection({ effectiveType: '4g', downlink: 10, saveData: true })).toBe(false);
    expect(isFastConnection({})).toBe(true);
  });
});

describe('contentLoadPlan', () => {
  it('loads within 100 px, delayed by connection (2g 2, 3g 1.5, 4g 1) times priority (0.5, 1, 1.5)', () => {
    expect(contentLoadPlan({ effectiveType: '4g', downlink: 10 }, 'medium').delayMs).toBe(100);
    expect(contentLoadPlan({ effectiveType: '4g', downlink: 10 }, 'high').delayMs).toBe(50);
    expect(contentLoadPlan({ effectiveType: '3g', downlink: 1 }, 'medium').delayMs).toBe(150);
    expect(contentLoadPlan({ effectiveType: '2g', downlink: 0.2 }, 'low').delayMs).toBe(300);
    expect(contentLoadPlan({ effectiveType: 'slow-2g' }, 'high').delayMs).toBe(100);
    expect(contentLoadPlan({}, 'medium').rootMarginPx).toBe(100);
  });

  it('prefetches on a fast connection only, and lowers the threshold on a slow one or with data-saver', () => {
    expect(contentLoadPlan({ effectiveType: '4g', downlink: 10 }, 'medium')).toMatchObject({
      prefetch: true,
      threshold: 0.1,
    });
    expect(contentLoadPlan({ effectiveType: '3g', downlink: 1 }, 'medium')).toMatchObject({
      prefetch: false,
      threshold: 0,
    });
    expect(contentLoadPlan({ effectiveType: '4g', downlink: 10, saveData: true }, 'low')).toMatchObject({
      prefetch: false,
      threshold: 0,
    });
  });
});

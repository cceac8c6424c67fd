import { describe, expect, it } from 'vitest';
import { idleShare } from './quiet-machine';

const times = (idle: number, user: number, sys = 0) => ({ idle, user, sys, nice: 0, irq: 0 });

describe('idleShare', () => {
  it('is the idle share of every core together', () => {
    // Core 0: 900 idle of 1,000; core 1: 100 idle of 1,000.
    expect(idleShare([times(0, 0), times(0, 0)], [times(900, 100), times(100, 800, 100)])).toBe(0.5);
  });

  it('counts only what changed between the two readings', () => {
    expect(idleShare([times(5_000, 7_000)], [times(5_950, 7_050)])).toBe(0.95);
  });

  it('is 0 when no time passed, so a machine is never taken for quiet without a measurement', () => {
    expect(idleShare([times(10, 10)], [times(10, 10)])).toBe(0);
  });
});

/** Time as a widget sees it; stories and tests pass a clock they move by hand (stories/clock.ts). */
export interface WidgetClock {
  now(): number;
  /** Calls `tick` every `ms` until the returned function is called. */
  every(ms: number, tick: () => void): () => void;
}

export const browserClock: WidgetClock = {
  now: () => performance.now(),
  every: (ms, tick) => {
    const id = setInterval(tick, ms);
    return () => clearInterval(id);
  },
};

/** Resolves once, `ms` from now on `clock`. */
export function wait(clock: WidgetClock, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const stop = clock.every(ms, () => {
      stop();
      resolve();
    });
  });
}

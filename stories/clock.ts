import type { WidgetClock } from '../ui/src/widgets/site/clock';

/** A clock that only moves when a story says so: a widget's timers fire on `advance`, never on their own. */
export function manualClock(): WidgetClock & { advance(ms: number): void } {
  let now = 0;
  const timers = new Set<{ every: number; next: number; tick: () => void }>();
  return {
    now: () => now,
    every(ms, tick) {
      const timer = { every: ms, next: now + ms, tick };
      timers.add(timer);
      return () => timers.delete(timer);
    },
    advance(ms) {
      const target = now + ms;
      for (;;) {
        const due = [...timers].filter((timer) => timer.next <= target).toSorted((a, b) => a.next - b.next)[0];
        if (!due) break;
        now = due.next;
        due.next += due.every;
        due.tick();
      }
      now = target;
    },
  };
}

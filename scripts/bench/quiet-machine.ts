import { cpus, type CpuInfo } from 'node:os';

type CpuTimes = CpuInfo['times'];

/** The share of all cores' time that was idle between two readings of `os.cpus()`. */
export function idleShare(before: CpuTimes[], after: CpuTimes[]): number {
  let idle = 0;
  let total = 0;
  after.forEach((times, core) => {
    const earlier = before[core];
    if (!earlier) return;
    idle += times.idle - earlier.idle;
    for (const key of Object.keys(times) as (keyof CpuTimes)[]) total += times[key] - earlier[key];
  });
  return total > 0 ? idle / total : 0;
}

export interface QuietMachine {
  /** The idle share of the last second measured before the run started. */
  idle: number;
  /** False when the machine never became quiet within the wait: the run is made anyway, and marked. */
  quiet: boolean;
}

/** A run starts once a whole second has had at least this share of the cores idle. */
const quietIdleShare = 0.9;
const sampleMs = 1000;
/** A machine that stays busy longer than this gets the run anyway, marked, rather than a bench that hangs. */
const giveUpAfterMs = 120_000;

/**
 * Lighthouse counts a task's wall time, so a page whose main thread waits for a core blocks as long as one
 * that works: the same pages measure several times the blocking time while other work runs (docs/decisions/062;
 * "Served pages" in docs/benchmarks.md).
 */
export async function waitForQuietMachine(): Promise<QuietMachine> {
  const deadline = Date.now() + giveUpAfterMs;
  for (;;) {
    const before = cpus().map((cpu) => cpu.times);
    await new Promise((resolve) => setTimeout(resolve, sampleMs));
    const idle = idleShare(
      before,
      cpus().map((cpu) => cpu.times),
    );
    if (idle >= quietIdleShare) return { idle, quiet: true };
    if (Date.now() >= deadline) return { idle, quiet: false };
  }
}

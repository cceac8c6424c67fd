/**
 * Fault injection at the Worker's bindings, for the tests and the chaos run only: production code never
 * imports it (docs/security.md, "Platform failures"). Each call of a chosen kind either goes on to the real
 * binding, or fails or times out before its effect (nothing happened) or after it (it happened, but the
 * caller hears a failure), which is what a dropped connection to D1, the queue, R2, the e-mail service or
 * Turnstile looks like from inside a request.
 */

export type FaultTarget =
  'd1-batch' | 'd1-statement' | 'queue-send' | 'r2-put' | 'r2-delete' | 'email-send' | 'siteverify';

export type FaultMode = 'fail-before' | 'fail-after' | 'timeout-before' | 'timeout-after';

export const faultModes: readonly FaultMode[] = ['fail-before', 'fail-after', 'timeout-before', 'timeout-after'];

/**
 * Which calls fail: the `nth` of its kind (1 is the first), or a `share` of them drawn from a seeded sequence;
 * for D1, only the calls whose SQL (any statement of a batch) `sql` matches are counted.
 */
export type FaultTargeting = { target: FaultTarget; sql?: RegExp } & (
  { nth: number } | { share: number; seed?: number }
);

export type FaultRule = FaultTargeting & { mode: FaultMode };

/** What an injected failure says: the names a platform's own failures carry. */
export class InjectedFault extends Error {
  constructor(target: FaultTarget, timedOut: boolean) {
    super(`Injected ${timedOut ? 'timeout' : 'failure'} of ${target}`);
    this.name = timedOut ? 'TimeoutError' : 'InjectedFault';
  }
}

/** A small seeded generator (mulberry32), so a chaos run's failures are the same each time. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The calls that send a statement alone to D1 (a batch sends its statements in one call). */
/** The secret the bot check sends to the stubbed siteverify: not a test secret, so it is not answered locally. */
export const injectedSiteverifySecret = 'fault-injection-siteverify-secret';

const statementCalls = new Set(['run', 'all', 'first', 'raw']);

export interface FaultInjector {
  /** The bindings with every rule applied; pass it where the Worker's `env` goes. */
  env: Env;
  /**
   * Turnstile is outside this machine: with a siteverify rule the bindings carry a secret that is not a test
   * secret, so the bot check calls `fetch`, and the caller puts this in its place. It obeys the rules and
   * otherwise answers `success: true`.
   */
  siteverifyFetch: typeof fetch;
  /** How many calls of each kind were made, and how many of them were failed. */
  calls: Record<FaultTarget, number>;
  injected: Record<FaultTarget, number>;
  /** Of those, the ones failed after their effect: the call happened, but the caller heard a failure. */
  injectedAfter: Record<FaultTarget, number>;
}

const zero = (): Record<FaultTarget, number> => ({
  'd1-batch': 0,
  'd1-statement': 0,
  'queue-send': 0,
  'r2-put': 0,
  'r2-delete': 0,
  'email-send': 0,
  siteverify: 0,
});

export function injectFaults(env: Env, rules: readonly FaultRule[]): FaultInjector {
  const calls = zero();
  const injected = zero();
  const injectedAfter = zero();
  const draws = new Map(rules.map((rule) => [rule, 'share' in rule ? seeded(rule.seed ?? 1) : undefined] as const));

  const counted = new Map<FaultRule, number>();
  /** Runs one call of `target` under the rules: the real call, with a failure before or after it. */
  async function guarded<T>(target: FaultTarget, call: () => Promise<T>, queries: string[] = []): Promise<T> {
    calls[target] += 1;
    const rule = rules.find((candidate) => {
      if (candidate.target !== target) return false;
      if (candidate.sql && !queries.some((query) => candidate.sql?.test(query))) return false;
      const seen = (counted.get(candidate) ?? 0) + 1;
      counted.set(candidate, seen);
      if ('nth' in candidate) return candidate.nth === seen;
      return (draws.get(candidate)?.() ?? 1) < candidate.share;
    });
    if (!rule) return call();
    injected[target] += 1;
    const timedOut = rule.mode.startsWith('timeout');
    if (rule.mode.endsWith('before')) throw new InjectedFault(target, timedOut);
    await call();
    injectedAfter[target] += 1;
    throw new InjectedFault(target, timedOut);
  }

  // Each wrapped statement remembers its real one: a batch must hand D1 the statements it made.
  const realOf = new WeakMap<D1PreparedStatement, { real: D1PreparedStatement; query: string }>();
  const statement = (real: D1PreparedStatement, query: string): D1PreparedStatement => {
    const wrapped = new Proxy(real, {
      get(target, property) {
        if (property === 'bind') return (...values: unknown[]) => statement(target.bind(...values), query);
        if (typeof property === 'string' && statementCalls.has(property)) {
          return (...args: unknown[]) =>
            guarded('d1-statement', async () => Reflect.apply(Reflect.get(target, property), target, args), [query]);
        }
        return Reflect.get(target, property);
      },
    });
    realOf.set(wrapped, { real, query });
    return wrapped;
  };
  const db = new Proxy(env.DB, {
    get(target, property) {
      if (property === 'prepare') return (query: string) => statement(target.prepare(query), query);
      if (property === 'batch') {
        return (statements: D1PreparedStatement[]) =>
          guarded(
            'd1-batch',
            () => target.batch(statements.map((one) => realOf.get(one)?.real ?? one)),
            statements.map((one) => realOf.get(one)?.query ?? ''),
          );
      }
      return Reflect.get(target, property);
    },
  });

  const queue = new Proxy(env.NOTIFICATIONS, {
    get(target, property) {
      if (property === 'send' || property === 'sendBatch') {
        return (...args: unknown[]) =>
          guarded('queue-send', async () => Reflect.apply(Reflect.get(target, property), target, args));
      }
      return Reflect.get(target, property);
    },
  });
  const files = new Proxy(env.FILES, {
    get(target, property) {
      if (property === 'put') {
        return (...args: unknown[]) => guarded('r2-put', async () => Reflect.apply(target.put, target, args));
      }
      if (property === 'delete') {
        return (...args: unknown[]) => guarded('r2-delete', async () => Reflect.apply(target.delete, target, args));
      }
      // The bucket's other methods (get, list) run as themselves: the binding refuses a call made through the proxy.
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const email = new Proxy(env.EMAIL, {
    get(target, property) {
      if (property === 'send') {
        return (...args: unknown[]) => guarded('email-send', async () => Reflect.apply(target.send, target, args));
      }
      return Reflect.get(target, property);
    },
  });

  const siteverifyFetch: typeof fetch = (input, init) =>
    guarded('siteverify', async () => {
      const request = new Request(input, init);
      await request.arrayBuffer();
      return Response.json({ success: true, 'error-codes': [] });
    });

  return {
    env: {
      ...env,
      DB: db,
      NOTIFICATIONS: queue,
      FILES: files,
      EMAIL: email,
      ...(rules.some((rule) => rule.target === 'siteverify') ? { TURNSTILE_SECRET_KEY: injectedSiteverifySecret } : {}),
    },
    siteverifyFetch,
    calls,
    injected,
    injectedAfter,
  };
}

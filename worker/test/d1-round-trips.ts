/** One request to the database: its statements, and when it left and came back on the recorder's clock. */
export interface RoundTrip {
  statements: string[];
  sentAt: number;
  answeredAt: number;
}

/**
 * The real D1 binding, recording every round trip a request makes to it (a statement run alone, or a batch).
 * Nothing is answered differently: each call goes on to the binding as it was made. The clock is a counter
 * that ticks when a trip leaves and when it comes back, so "this trip left after that one came back" is
 * exact, however fast the local database answers.
 */
export function recordingD1(d1: D1Database) {
  const trips: RoundTrip[] = [];
  const real = new WeakMap<object, { statement: D1PreparedStatement; query: string }>();
  let clock = 0;
  async function timed<T>(statements: string[], send: () => Promise<T>): Promise<T> {
    clock += 1;
    const trip = { statements, sentAt: clock, answeredAt: Number.POSITIVE_INFINITY };
    trips.push(trip);
    try {
      return await send();
    } finally {
      clock += 1;
      trip.answeredAt = clock;
    }
  }
  const sentThrough = new Set(['first', 'run', 'all', 'raw']);
  const recorded = (statement: D1PreparedStatement, query: string): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, property) {
        if (property === 'bind') {
          return (...values: unknown[]) => recorded(target.bind(...values), query);
        }
        if (typeof property === 'string' && sentThrough.has(property)) {
          return (...args: unknown[]) =>
            timed([query], async () => Reflect.apply(Reflect.get(target, property), target, args));
        }
        return Reflect.get(target, property);
      },
    });
    real.set(proxy, { statement, query });
    return proxy;
  };
  const binding = new Proxy(d1, {
    get(target, property) {
      if (property === 'prepare') return (query: string) => recorded(target.prepare(query), query);
      if (property === 'batch') {
        return (statements: D1PreparedStatement[]) =>
          timed(
            statements.map((statement) => real.get(statement)?.query ?? ''),
            () => target.batch(statements.map((statement) => real.get(statement)?.statement ?? statement)),
          );
      }
      return Reflect.get(target, property);
    },
  });
  return {
    binding,
    trips,
    /**
     * The longest chain of trips each sent only after the one before it was answered: how many times the
     * request waited for the database in turn. Trips in flight together (a Promise.all) count once.
     */
    sequential(): number {
      const depth = new Map<RoundTrip, number>();
      for (const trip of trips.toSorted((a, b) => a.sentAt - b.sentAt)) {
        const before = trips.filter((earlier) => earlier.answeredAt < trip.sentAt);
        depth.set(trip, 1 + Math.max(0, ...before.map((earlier) => depth.get(earlier) ?? 0)));
      }
      return Math.max(0, ...depth.values());
    },
    reset() {
      trips.length = 0;
    },
  };
}

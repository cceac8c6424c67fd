/**
 * The one repeatable random source: mulberry32, seeded from a text by FNV-1a. The placeholder images are
 * seeded from their names (the same catalog always draws the same pictures and a new image never shifts the
 * others), the NDA sheets and the seeded pipeline from a fixed text, and tests and stories from a name of
 * their own, so every run sees the same numbers.
 */
export function randomFrom(seedText: string) {
  let state = 2_166_136_261;
  for (const character of seedText) state = Math.imul(state ^ character.charCodeAt(0), 16_777_619) >>> 0;
  /** A number in [0, 1), like Math.random. */
  const next = () => {
    state = (state + 0x6d_2b_79_f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    between: (low: number, high: number) => low + next() * (high - low),
    integer: (low: number, high: number) => low + Math.floor(next() * (high - low + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (probability: number) => next() < probability,
  };
}

export type Random = ReturnType<typeof randomFrom>;

/** The bang-nails game (docs/product.md §11.2). Pure rules; the widget supplies time and randomness. */
export const gameRules = {
  durationMs: 30_000,
  spawnEveryMs: 800,
  spawnChance: 0.7,
  nailLifetimeMs: 2_000,
  pointsPerHit: 10,
  defaultVolume: 0.4,
} as const;

/** Twelve fixed spots (x, y in percent of the board): four across, three down. */
export const nailPositions: readonly { x: number; y: number }[] = [25, 50, 75].flatMap((y) =>
  [14, 38, 62, 86].map((x) => ({ x, y })),
);

export const ranks = [
  { minScore: 200, title: 'Master Carpenter!' },
  { minScore: 150, title: 'Skilled Builder' },
  { minScore: 100, title: 'Good Hammering' },
  { minScore: 50, title: 'Getting Started' },
  { minScore: 0, title: 'Keep Practicing' },
] as const;

export function rankFor(score: number): string {
  return ranks.find((rank) => score >= rank.minScore)?.title ?? 'Keep Practicing';
}

export interface Nail {
  id: number;
  /** Index into nailPositions. */
  position: number;
  x: number;
  y: number;
  spawnedAt: number;
  isHit: boolean;
}

export type GamePhase = 'idle' | 'running' | 'over';

export interface GameState {
  phase: GamePhase;
  /** Milliseconds since the start of this round. */
  elapsedMs: number;
  score: number;
  missed: number;
  nails: Nail[];
  /** Spawn checks done so far (one every 0.8 s). */
  spawnChecks: number;
  nextNailId: number;
}

export const idleGame: GameState = {
  phase: 'idle',
  elapsedMs: 0,
  score: 0,
  missed: 0,
  nails: [],
  spawnChecks: 0,
  nextNailId: 1,
};

/** Starting (or playing again) resets score, missed count and nails. */
export function startGame(): GameState {
  return { ...idleGame, phase: 'running' };
}

export const secondsLeft = (state: GameState): number =>
  Math.max(0, Math.ceil((gameRules.durationMs - state.elapsedMs) / 1000));

/**
 * Moves the round forward to `elapsedMs`: runs every spawn check that fell due (each spawns a nail with
 * 70 % chance on a free spot), retires nails older than 2 s (un-hit ones count as missed) and ends the
 * round at 30 s. `random` returns numbers in [0, 1); the widget passes Math.random, tests a fixed sequence.
 */
export function advanceGame(state: GameState, elapsedMs: number, random: () => number): GameState {
  if (state.phase !== 'running') return state;
  const until = Math.min(elapsedMs, gameRules.durationMs);
  let { nails, missed, spawnChecks, nextNailId } = state;

  const retire = (now: number) => {
    const alive: Nail[] = [];
    for (const nail of nails) {
      if (now - nail.spawnedAt < gameRules.nailLifetimeMs) alive.push(nail);
      else if (!nail.isHit) missed += 1;
    }
    nails = alive;
  };

  while ((spawnChecks + 1) * gameRules.spawnEveryMs <= until) {
    spawnChecks += 1;
    const checkAt = spawnChecks * gameRules.spawnEveryMs;
    retire(checkAt);
    if (random() < gameRules.spawnChance) {
      const taken = new Set(nails.map((nail) => nail.position));
      const free = nailPositions.map((_, index) => index).filter((index) => !taken.has(index));
      const position = free[Math.floor(random() * free.length)];
      const spot = position === undefined ? undefined : nailPositions[position];
      if (position !== undefined && spot) {
        nails = [...nails, { id: nextNailId, position, x: spot.x, y: spot.y, spawnedAt: checkAt, isHit: false }];
        nextNailId += 1;
      }
    }
  }
  retire(until);

  const over = until >= gameRules.durationMs;
  return {
    ...state,
    phase: over ? 'over' : 'running',
    elapsedMs: until,
    nails: over ? [] : nails,
    missed,
    spawnChecks,
    nextNailId,
  };
}

/** A hit scores 10 points once; the nail stays (flattened) until its time is up, without counting as missed. */
export function hitNail(state: GameState, id: number): GameState {
  if (state.phase !== 'running') return state;
  const nail = state.nails.find((candidate) => candidate.id === id);
  if (!nail || nail.isHit) return state;
  return {
    ...state,
    score: state.score + gameRules.pointsPerHit,
    nails: state.nails.map((candidate) => (candidate.id === id ? { ...candidate, isHit: true } : candidate)),
  };
}

import { describe, expect, it } from 'vitest';
import { advanceGame, gameRules, hitNail, nailPositions, rankFor, secondsLeft, startGame } from './game';
import { randomFrom } from '@site/domain/company/random';

/** Returns the given numbers in order, then repeats the last one. */
const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[Math.min(index++, values.length - 1)] ?? 0;
};

describe('ranks (docs/product.md §11.2)', () => {
  it.each([
    [0, 'Keep Practicing'],
    [49, 'Keep Practicing'],
    [50, 'Getting Started'],
    [99, 'Getting Started'],
    [100, 'Good Hammering'],
    [150, 'Skilled Builder'],
    [199, 'Skilled Builder'],
    [200, 'Master Carpenter!'],
    [500, 'Master Carpenter!'],
  ])('%i points -> %s', (score, title) => expect(rankFor(score)).toBe(title));
});

describe('the round', () => {
  it('has twelve fixed nail positions', () => {
    expect(nailPositions).toHaveLength(12);
    expect(new Set(nailPositions.map(({ x, y }) => `${x},${y}`)).size).toBe(12);
  });

  it('starts with 30 s, no score, no misses and no nails', () => {
    const game = startGame();
    expect(game).toMatchObject({ phase: 'running', score: 0, missed: 0, nails: [] });
    expect(secondsLeft(game)).toBe(30);
  });

  it('checks for a spawn every 0.8 s and spawns with 70 % chance', () => {
    // Below 0.7 spawns (the second number picks the spot); 0.7 and above does not.
    const game = advanceGame(startGame(), 1_600, sequence(0.69, 0, 0.7));
    expect(game.spawnChecks).toBe(2);
    expect(game.nails).toHaveLength(1);
    expect(game.nails[0]).toMatchObject({ spawnedAt: 800, position: 0, x: 14, y: 25, isHit: false });
    expect(advanceGame(startGame(), 799, sequence(0)).nails).toHaveLength(0);
  });

  it('retires a nail after 2 s and counts it as missed', () => {
    const spawned = advanceGame(startGame(), 800, sequence(0, 0));
    const stillThere = advanceGame(spawned, 2_799, sequence(0.99));
    expect(stillThere.nails).toHaveLength(1);
    const gone = advanceGame(stillThere, 2_800, sequence(0.99));
    expect(gone.nails).toHaveLength(0);
    expect(gone.missed).toBe(1);
  });

  it('scores 10 per hit, once per nail, and a hit nail is not missed', () => {
    const spawned = advanceGame(startGame(), 800, sequence(0, 0));
    const nail = spawned.nails[0];
    if (!nail) throw new Error('expected a nail');
    const hit = hitNail(hitNail(spawned, nail.id), nail.id);
    expect(hit.score).toBe(10);
    const later = advanceGame(hit, 3_000, sequence(0.99));
    expect(later.missed).toBe(0);
    expect(later.nails).toHaveLength(0);
  });

  it('never puts two nails on one spot', () => {
    const game = advanceGame(startGame(), 1_600, sequence(0, 0, 0, 0));
    expect(game.nails.map((nail) => nail.position)).toEqual([0, 1]);
  });

  it('counts down one second at a time and ends at 30 s with the nails cleared', () => {
    const random = randomFrom('count down').next;
    const at = (ms: number) => advanceGame(startGame(), ms, random);
    expect(secondsLeft(at(1_000))).toBe(29);
    expect(secondsLeft(at(29_001))).toBe(1);
    const over = advanceGame(at(29_000), 31_000, random);
    expect(over.phase).toBe('over');
    expect(over.elapsedMs).toBe(gameRules.durationMs);
    expect(over.nails).toEqual([]);
    expect(secondsLeft(over)).toBe(0);
  });

  it('ignores hits once the round is over, and play again resets everything', () => {
    const over = advanceGame(startGame(), 30_000, randomFrom('play again').next);
    expect(hitNail(over, 1)).toBe(over);
    expect(startGame()).toMatchObject({ score: 0, missed: 0, nails: [], elapsedMs: 0 });
  });

  it('plays a whole deterministic round: every check is 0.8 s apart', () => {
    const over = advanceGame(startGame(), 30_000, randomFrom('whole round').next);
    expect(over.spawnChecks).toBe(Math.floor(30_000 / 800));
    expect(over.missed).toBeGreaterThan(0);
  });
});

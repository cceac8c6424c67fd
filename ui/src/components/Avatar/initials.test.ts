import { describe, expect, it } from 'vitest';
import { initialsOf, toneOf } from './initials';

describe('initialsOf', () => {
  it.each([
    ['Leilani Kahale', 'LK'],
    ['  maria  de la cruz ', 'MC'],
    ['Cher', 'C'],
    ['', ''],
  ])('%j -> %j', (name, initials) => expect(initialsOf(name)).toBe(initials));
});

describe('toneOf', () => {
  it('is stable for a name and spreads names over the tones', () => {
    expect(toneOf('Daniel Ortega')).toBe(toneOf('Daniel Ortega'));
    const names = ['Ana', 'Ben', 'Cora', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jun'];
    expect(new Set(names.map(toneOf)).size).toBeGreaterThan(1);
  });
});

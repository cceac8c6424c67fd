import { describe, expect, it } from 'vitest';
import { colorPairs, contrastRatio } from './contrast';
import { tokens } from './tokens';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('every colour pair the components use meets WCAG AA', () => {
  it.each(colorPairs.map((pair) => [pair.foreground, pair.background, pair.minimum, pair.usage] as const))(
    '%s on %s reaches %s:1 (%s)',
    (foreground, background, minimum) => {
      expect(contrastRatio(tokens.color[foreground], tokens.color[background])).toBeGreaterThanOrEqual(minimum);
    },
  );
});

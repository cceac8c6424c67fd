import { describe, expect, it } from 'vitest';
import { chooseWeatherTheme, weatherThemes } from './weather';

describe('chooseWeatherTheme (docs/product.md §4.5)', () => {
  it.each([
    ['Island construction on Maui', '/', 'hawaii-tradewinds'],
    ['Projects in Los Angeles and Portland', '/', 'california-sun'],
    ['A San Francisco office', '/', 'california-sun'],
    ['Serving the Pacific Northwest', '/', 'oregon-mist'],
    ['Nothing regional', '/oregon-projects', 'oregon-mist'],
    ['Oregon and California', '/', 'california-sun'],
  ] as const)('%j at %s -> %s', (text, path, theme) => expect(chooseWeatherTheme(text, path)).toBe(theme));

  it('uses the particle counts of docs/product.md §4.5', () => {
    expect(weatherThemes['california-sun'].particles).toBe(6);
    expect(weatherThemes['oregon-mist'].particles).toBe(12);
    expect(weatherThemes['hawaii-tradewinds'].particles).toBe(8);
  });
});

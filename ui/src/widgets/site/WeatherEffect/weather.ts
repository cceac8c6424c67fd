export type WeatherTheme = 'hawaii-tradewinds' | 'california-sun' | 'oregon-mist';

export const weatherThemes: Record<WeatherTheme, { label: string; particles: number }> = {
  'hawaii-tradewinds': { label: 'Hawaii Tradewinds', particles: 8 },
  'california-sun': { label: 'California Sun', particles: 6 },
  'oregon-mist': { label: 'Oregon Mist', particles: 12 },
};

/** Particles move every 50 ms (docs/product.md §4.5). */
export const weatherTickMs = 50;

const california = /california|los angeles|san francisco/i;
const oregon = /oregon|portland|pacific northwest/i;

/** California is checked first, then Oregon; Hawaii is the default (docs/product.md §4.5). */
export function chooseWeatherTheme(pageText: string, path: string): WeatherTheme {
  const haystack = `${path} ${pageText}`;
  if (california.test(haystack)) return 'california-sun';
  if (oregon.test(haystack)) return 'oregon-mist';
  return 'hawaii-tradewinds';
}

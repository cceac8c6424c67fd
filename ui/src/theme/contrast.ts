import type { tokens } from './tokens';

type ColorName = keyof typeof tokens.color;

/** WCAG 2.2 relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [red, green, blue] = match.slice(1).map((part) => {
    const channel = Number.parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [relativeLuminance(foreground), relativeLuminance(background)].toSorted(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

export interface ColorPair {
  foreground: ColorName;
  background: ColorName;
  /** 4.5 for text (WCAG 1.4.3), 3 for borders, focus rings and other UI parts (WCAG 1.4.11). */
  minimum: 4.5 | 3;
  usage: string;
}

/** Every foreground/background pair the components use. Adding a pairing to a component means adding it here. */
export const colorPairs: ColorPair[] = [
  { foreground: 'ink', background: 'surface', minimum: 4.5, usage: 'body text' },
  { foreground: 'ink', background: 'surfaceRaised', minimum: 4.5, usage: 'text on cards and bands' },
  { foreground: 'ink', background: 'surfaceSunken', minimum: 4.5, usage: 'text in wells' },
  { foreground: 'ink', background: 'timberSoft', minimum: 4.5, usage: 'text on timber highlight' },
  { foreground: 'inkMuted', background: 'surface', minimum: 4.5, usage: 'descriptions, captions' },
  { foreground: 'inkMuted', background: 'surfaceRaised', minimum: 4.5, usage: 'captions on cards' },
  { foreground: 'inkMuted', background: 'surfaceSunken', minimum: 4.5, usage: 'disabled field text' },
  { foreground: 'onBrand', background: 'brand', minimum: 4.5, usage: 'primary button, brand band' },
  { foreground: 'onBrand', background: 'brandStrong', minimum: 4.5, usage: 'primary button hovered' },
  { foreground: 'brand', background: 'surface', minimum: 4.5, usage: 'links, outline button' },
  { foreground: 'brand', background: 'surfaceRaised', minimum: 4.5, usage: 'links on cards' },
  { foreground: 'brand', background: 'brandSoft', minimum: 4.5, usage: 'ghost button hovered, selected tab' },
  { foreground: 'onTimber', background: 'timber', minimum: 4.5, usage: 'secondary button' },
  { foreground: 'onTimber', background: 'steel', minimum: 4.5, usage: 'secondary button hovered' },
  { foreground: 'timber', background: 'timberSoft', minimum: 4.5, usage: 'timber badge' },
  { foreground: 'onSteel', background: 'steel', minimum: 4.5, usage: 'footer, dark bands, tooltips' },
  { foreground: 'onDanger', background: 'danger', minimum: 4.5, usage: 'destructive button and toast' },
  { foreground: 'onDanger', background: 'ink', minimum: 4.5, usage: 'destructive button hovered' },
  { foreground: 'danger', background: 'surface', minimum: 4.5, usage: 'field error message' },
  { foreground: 'danger', background: 'dangerSoft', minimum: 4.5, usage: 'error banner' },
  { foreground: 'success', background: 'surface', minimum: 4.5, usage: 'success text' },
  { foreground: 'onBrand', background: 'success', minimum: 4.5, usage: 'pine avatar' },
  { foreground: 'success', background: 'successSoft', minimum: 4.5, usage: 'success badge' },
  { foreground: 'warning', background: 'warningSoft', minimum: 4.5, usage: 'warning banner' },
  { foreground: 'lineStrong', background: 'surface', minimum: 3, usage: 'field and checkbox borders' },
  { foreground: 'focus', background: 'surface', minimum: 3, usage: 'focus ring' },
  { foreground: 'brand', background: 'surfaceSunken', minimum: 3, usage: 'progress bar fill on its track' },
];

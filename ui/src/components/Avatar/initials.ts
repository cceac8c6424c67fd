export type AvatarTone = 'brand' | 'timber' | 'steel' | 'pine';

/** 'Leilani Kahale' -> 'LK'; a single name gives one letter. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

const tones: readonly AvatarTone[] = ['brand', 'timber', 'steel', 'pine'];

/** The same name always gets the same colour, so a person is recognisable across pages. */
export function toneOf(name: string): AvatarTone {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return tones[hash % tones.length] ?? 'brand';
}

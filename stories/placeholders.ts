import type { MediaItem } from '../ui/src/widgets/site/media';

const hues = [205, 28, 160, 265, 8, 120, 45, 320, 185];

/** A deterministic SVG photo stand-in: a coloured field with a simple skyline and the title. */
export function placeholderImage(title: string, index: number, width = 1200, height = 750): string {
  const hue = hues[index % hues.length] ?? 205;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 45% 62%)"/><stop offset="1" stop-color="hsl(${hue} 40% 30%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<path d="M0 ${height * 0.72} L${width * 0.15} ${height * 0.55} L${width * 0.3} ${height * 0.62} L${width * 0.48} ${height * 0.4} L${width * 0.66} ${height * 0.58} L${width * 0.82} ${height * 0.47} L${width} ${height * 0.6} L${width} ${height} L0 ${height} Z" fill="hsl(${hue} 35% 22%)" opacity="0.85"/>
<text x="50%" y="88%" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(height / 14)}" fill="white" opacity="0.9">${title}</text>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function placeholderMedia(titles: readonly string[], category = 'Residential'): MediaItem[] {
  return titles.map((title, index) => ({
    src: placeholderImage(title, index),
    alt: `${title}: placeholder photo`,
    width: 1200,
    height: 750,
    title,
    description: `${category} project ${index + 1} of ${titles.length}.`,
    category,
  }));
}

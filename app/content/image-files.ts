/**
 * Where `npm run images` (scripts/images/) writes an image's files, under public/: a JPEG fallback named after
 * the image and one WebP per width. The generator writes and lists the files with these functions; a page that
 * receives only an image's id and widths (the gallery's loader data, docs/decisions/057) rebuilds the same
 * addresses with them.
 */
export const imageFileUrl = (folder: string, id: string, webpWidth?: number) =>
  webpWidth === undefined ? `/images/${folder}/${id}.jpg` : `/images/${folder}/${id}-${webpWidth}.webp`;

export function imageFiles(folder: string, id: string, widths: readonly number[]): { src: string; srcSet: string } {
  return {
    src: imageFileUrl(folder, id),
    srcSet: widths.map((width) => `${imageFileUrl(folder, id, width)} ${width}w`).join(', '),
  };
}

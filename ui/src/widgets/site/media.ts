/** A picture as an `img` shows it: its files, its text alternative and its size (a photo, a hero slide). */
export interface Picture {
  src: string;
  srcSet?: string;
  alt: string;
  width: number;
  height: number;
}

/** One photo as galleries and carousels show it. */
export interface MediaItem extends Picture {
  title: string;
  description?: string;
  category?: string;
}

/**
 * The `img` (or Image) attributes of a picture's files and size; each caller writes its `alt` (so the
 * text alternative stays in sight) and adds its own `sizes` and loading hints.
 */
export const pictureSource = ({ src, srcSet, width, height }: Picture) => ({ src, srcSet, width, height });

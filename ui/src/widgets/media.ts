/** One photo as galleries and carousels show it. */
export interface MediaItem {
  src: string;
  srcSet?: string;
  alt: string;
  width: number;
  height: number;
  title: string;
  description?: string;
  category?: string;
}

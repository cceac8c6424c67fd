import type { ImgHTMLAttributes, ReactNode } from 'react';
import { useSwipe } from '../../hooks/useSwipe';
import { pictureSource, type Picture } from './media';

export interface SwipeStageProps extends Pick<ImgHTMLAttributes<HTMLImageElement>, 'sizes' | 'decoding'> {
  picture: Picture;
  className: string;
  imageClassName: string;
  onNext: () => void;
  onPrevious: () => void;
  /** The stage's controls over the photo. */
  children: ReactNode;
}

/**
 * The large photo of the slider (docs/product.md §6.4) and of the full-screen viewer (docs/product.md §6.9): a
 * swipe on it steps to the next or the previous photo, and each photo is a new `img`, keyed by its file.
 */
export function SwipeStage({
  picture,
  className,
  imageClassName,
  onNext,
  onPrevious,
  children,
  ...image
}: SwipeStageProps) {
  const swipe = useSwipe(onNext, onPrevious);
  return (
    <div className={className} {...swipe}>
      <img key={picture.src} className={imageClassName} {...pictureSource(picture)} alt={picture.alt} {...image} />
      {children}
    </div>
  );
}

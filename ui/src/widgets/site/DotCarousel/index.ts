export { DotCarousel, type DotCarouselProps } from './DotCarousel';

export { PhotoCarousel, type CaptionedPhoto, type PhotoCarouselProps } from './PhotoCarousel';

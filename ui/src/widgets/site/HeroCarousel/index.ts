export { HeroCarousel, heroAutoAdvanceMs, type HeroCarouselProps, type HeroSlide } from './HeroCarousel';

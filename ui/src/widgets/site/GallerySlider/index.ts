export { GallerySlider, type GallerySliderProps } from './GallerySlider';

export { PhotoGrid, type PhotoGridProps } from './PhotoGrid';

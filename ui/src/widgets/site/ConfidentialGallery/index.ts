export { ConfidentialGallery, type ConfidentialGalleryProps, type ConfidentialOverview } from './ConfidentialGallery';

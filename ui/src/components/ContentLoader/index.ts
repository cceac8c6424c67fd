export { ContentLoader, type ContentLoaderProps } from './ContentLoader';
export { LoadFailureBoundary, type LoadFailureBoundaryProps } from './LoadFailureBoundary';

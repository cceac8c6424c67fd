export { ContentLoader, type ContentLoaderProps } from './ContentLoader';
export {
  LoadFailureBoundary,
  LoadFailureNotice,
  type LoadFailureBoundaryProps,
  type LoadFailureNoticeProps,
} from './LoadFailureBoundary';

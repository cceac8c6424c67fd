export { ContentLoader, type ContentLoaderProps, type DeferMode } from './ContentLoader';
export {
  LoadFailureBoundary,
  LoadFailureNotice,
  type LoadFailureBoundaryProps,
  type LoadFailureNoticeProps,
} from './LoadFailureBoundary';

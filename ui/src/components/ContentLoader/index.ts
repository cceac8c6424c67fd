export { ContentLoader, type ContentLoaderProps, type DeferMode } from './ContentLoader';
export { loadOnRequest } from './load-on-request';
export {
  LoadFailureBoundary,
  LoadFailureNotice,
  type LoadFailureBoundaryProps,
  type LoadFailureNoticeProps,
} from './LoadFailureBoundary';

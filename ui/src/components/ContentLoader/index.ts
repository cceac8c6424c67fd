export { ContentLoader, type ContentLoaderProps } from './ContentLoader';

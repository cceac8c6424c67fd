export { showToast, ToastRegion, toastLimits, toastQueue, type ToastMessage, type ToastRegionProps } from './Toast';

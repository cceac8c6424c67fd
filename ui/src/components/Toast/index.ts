export { ToastRegion, type ToastRegionProps } from './Toast';
export { showToast, toastLimits, toastQueue, type ToastMessage } from './queue';

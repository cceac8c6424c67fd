export { visuallyHidden, VisuallyHidden } from './VisuallyHidden';

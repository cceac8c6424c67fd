export { ProjectTypePicker, type ProjectType, type ProjectTypePickerProps } from './ProjectTypePicker';

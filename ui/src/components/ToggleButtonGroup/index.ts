export { ToggleButtonGroup, type ToggleButtonGroupProps } from './ToggleButtonGroup';

export { Popover, popoverStyles, type PopoverProps } from './Popover';

export { Tooltip, tooltipTiming, type TooltipProps } from './Tooltip';

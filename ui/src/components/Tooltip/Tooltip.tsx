import type { DOMAttributes, ReactElement, ReactNode } from 'react';
import { Tooltip as AriaTooltip, Focusable, TooltipTrigger } from 'react-aria-components';
import * as styles from './Tooltip.css';

/**
 * 700 ms before a tooltip shows (docs/product.md §15.2); 300 ms is the intended skip delay. React Aria lets the
 * next tooltip open at once while its warm-up lasts (its fixed minimum is 500 ms after one closes), and
 * takes 300 ms as the close delay, the nearest it offers.
 */
export const tooltipTiming = { delayMs: 700, skipDelayMs: 300 } as const;

export interface TooltipProps {
  content: ReactNode;
  /**
   * A focusable element (a Button) that passes its props and ref on to its DOM element: keyboard focus shows
   * the tooltip at once, hover after the delay.
   */
  children: ReactElement;
  placement?: 'top' | 'bottom' | 'start' | 'end';
}

export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  return (
    <TooltipTrigger delay={tooltipTiming.delayMs} closeDelay={tooltipTiming.skipDelayMs}>
      {/* Focusable's type asks for a DOM element; it takes any component that passes its props and ref on to
          one (it reads the child's ref prop), as Button does. */}
      <Focusable>{children as ReactElement<DOMAttributes<Element>, string>}</Focusable>
      <AriaTooltip placement={placement} offset={8} className={styles.tooltip}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}

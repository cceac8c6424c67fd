import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import * as styles from './Tooltip.css';

/** 700 ms before a tooltip shows on hover (docs/product.md, section 15.2); within 300 ms of another, at once. */
export const tooltipTiming = { delayMs: 700, skipDelayMs: 300 } as const;

/** The page's one open tooltip: opening another closes it and skips the delay, as does one closed just now. */
const page = { openId: null as string | null, closeOpen: () => {}, closedAt: -Infinity };

export interface TooltipProps {
  content: ReactNode;
  /** A focusable element (a Button) that passes its props on to its DOM element; it is described by the tooltip while open. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
}

/**
 * A short description of its trigger (docs/decisions/051): keyboard focus shows it at once, a mouse after the
 * delay; Escape, a press or leaving hides it. It sits above the trigger, below when the top of the screen is
 * too close, and moves sideways to stay on the screen.
 */
export function Tooltip({ content, children }: TooltipProps) {
  const tooltipId = useId();
  const [isOpen, setOpen] = useState(false);
  const [isBelow, setBelow] = useState(false);
  const tooltipRef = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const close = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(false);
    if (page.openId !== tooltipId) return;
    page.openId = null;
    page.closedAt = performance.now();
  }, [tooltipId]);
  const open = () => {
    clearTimeout(timer.current);
    if (page.openId !== tooltipId) page.closeOpen();
    page.openId = tooltipId;
    page.closeOpen = close;
    setOpen(true);
  };
  const openAfter = (delayMs: number) => {
    const warm = page.openId !== null || performance.now() - page.closedAt < tooltipTiming.skipDelayMs;
    clearTimeout(timer.current);
    if (warm || delayMs === 0) open();
    else timer.current = setTimeout(open, delayMs);
  };
  const closeAfterLeaving = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(close, tooltipTiming.skipDelayMs);
  };

  useEffect(() => close, [close]);
  useEffect(() => {
    if (!isOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isOpen, close]);

  useLayoutEffect(() => {
    const tooltip = tooltipRef.current;
    if (!isOpen || !tooltip) return;
    const margin = 8;
    const rect = tooltip.getBoundingClientRect();
    if (!isBelow && rect.top < margin) setBelow(true);
    const shift = Math.max(margin - rect.left, 0) + Math.min(window.innerWidth - margin - rect.right, 0);
    tooltip.style.setProperty(styles.shiftVar, `${shift}px`);
  }, [isOpen, isBelow]);

  return (
    <span
      className={styles.anchor}
      onPointerEnter={(event) => event.pointerType === 'mouse' && openAfter(tooltipTiming.delayMs)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && closeAfterLeaving()}
      onPointerDown={close}
      onFocus={(event) => event.target.matches(':focus-visible') && openAfter(0)}
      onBlur={close}
    >
      {cloneElement(children, { 'aria-describedby': isOpen ? tooltipId : undefined })}
      {isOpen ? (
        <span
          ref={tooltipRef}
          id={tooltipId}
          role="tooltip"
          className={styles.tooltip}
          data-below={isBelow || undefined}
        >
          {content}
        </span>
      ) : null}
    </span>
  );
}

import { useEffect, useId, useRef, type ButtonHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Spinner } from '../Spinner';
import { announce } from './announce';
import { button, type ButtonVariants } from './Button.css';

export interface ButtonProps
  extends
    Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style' | 'children' | 'disabled'>,
    ButtonVariants {
  children: ReactNode;
  isDisabled?: boolean;
  /** Ignores presses and reads `pendingLabel` until the work it started is done. */
  isPending?: boolean;
  /** Shown instead of the label while `isPending`, e.g. 'Sending...'. */
  pendingLabel?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The browser's own button (docs/decisions/045): a page of them loads no React Aria and hydrates without
 * re-rendering. While pending the button keeps its focus but ignores presses (a submit button does not
 * submit), is marked disabled for assistive tech and reads `pendingLabel`: the visitor cannot submit twice
 * and knows why. A screen reader hears the new name when pending starts and ends on the focused button,
 * through a live region of the page (./announce.ts).
 */
export function Button({
  variant,
  size,
  fullWidth,
  pendingLabel,
  isPending,
  isDisabled,
  type = 'button',
  onClick,
  id,
  children,
  ...props
}: ButtonProps) {
  const ownId = useId();
  const buttonId = id ?? ownId;
  const wasPending = useRef(isPending);
  useEffect(() => {
    const changed = wasPending.current !== isPending;
    wasPending.current = isPending;
    const element = document.getElementById(buttonId);
    // The words themselves, not a reference to the button: it may be gone, or renamed, before it is read.
    if (changed && element && element === document.activeElement) {
      const name = element.getAttribute('aria-label') || element.textContent || '';
      announce(name);
    }
  }, [isPending, buttonId]);
  return (
    <button
      {...props}
      id={buttonId}
      type={type}
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      onClick={(event) => {
        if (isPending) event.preventDefault();
        else onClick?.(event);
      }}
      className={button({ variant, size, fullWidth })}
    >
      {isPending ? (
        <>
          <Spinner />
          {pendingLabel ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}

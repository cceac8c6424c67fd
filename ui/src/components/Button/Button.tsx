import type { ReactNode, Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner';
import { button, type ButtonVariants } from './Button.css';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'>, ButtonVariants {
  children: ReactNode;
  /** Shown instead of the label while `isPending`, e.g. 'Sending...'. */
  pendingLabel?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * While pending the button keeps its focus but ignores presses, is marked disabled for assistive tech and
 * reads `pendingLabel`: the visitor cannot submit twice and knows why.
 */
export function Button({ variant, size, fullWidth, pendingLabel, isPending, children, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      isPending={isPending}
      aria-disabled={isPending || undefined}
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
    </AriaButton>
  );
}

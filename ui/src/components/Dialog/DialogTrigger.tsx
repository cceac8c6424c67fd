import type { DOMAttributes, ReactElement, ReactNode } from 'react';
import {
  DialogTrigger as AriaDialogTrigger,
  Pressable,
  type DialogTriggerProps as AriaDialogTriggerProps,
} from 'react-aria-components';

export interface DialogTriggerProps extends Omit<AriaDialogTriggerProps, 'children'> {
  /** The trigger (the site's Button), then the Dialog or Popover it opens. */
  children: [ReactElement, ReactNode];
}

/**
 * React Aria's DialogTrigger with the site's Button as its trigger. That Button is the browser's own
 * (docs/decisions/045), so Pressable hands it the press handlers and ref React Aria's own button would take.
 * Pressable's type asks for a DOM element; it takes any component that passes its props and ref on to one.
 */
export function DialogTrigger({ children: [trigger, overlay], ...props }: DialogTriggerProps) {
  return (
    <AriaDialogTrigger {...props}>
      <Pressable>{trigger as ReactElement<DOMAttributes<Element>, string>}</Pressable>
      {overlay}
    </AriaDialogTrigger>
  );
}

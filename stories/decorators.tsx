import type { Decorator } from '@storybook/react-vite';
import { createElement, useState, type ComponentType, type CSSProperties } from 'react';
import { Form } from '../ui/src/components/Form';
import { LinkRouterProvider } from '../ui/src/components/Link';

/**
 * A story inside a plain div with `style`: the width the component has where the site uses it, or room below it for
 * a popover or a focus ring, so the screenshot shows what a visitor sees.
 */
export const framed =
  (style: CSSProperties): Decorator =>
  (Story) => (
    <div style={style}>
      <Story />
    </div>
  );

/** A story inside ui's LinkRouterProvider: a link press goes to `navigate` (a spy) as it goes to the app router. */
export const routed =
  (navigate: (href: string) => void): Decorator =>
  (Story) => (
    <LinkRouterProvider navigate={navigate} useHref={(href) => href}>
      <Story />
    </LinkRouterProvider>
  );

/** A story inside a Form that holds `validationErrors` (the server's answer): how a field shows it is invalid. */
export const inForm =
  (validationErrors: Record<string, string>): Decorator =>
  (Story) => (
    <Form validationErrors={validationErrors}>
      <Story />
    </Form>
  );

/**
 * A dialog story's render: the dialog opens with the `key` arg (a lead, a project) as its page opens it, and
 * closing empties that arg, as the page's state does, so the story ends with the dialog gone.
 */
export function closedByEmptying<P extends { onClose: () => void }>(Dialog: ComponentType<P>, key: keyof P) {
  return function OpenedByThePage(props: P) {
    const [closed, setClosed] = useState(false);
    const shown: P = closed ? { ...props, [key]: null } : props;
    const onClose = () => {
      setClosed(true);
      props.onClose();
    };
    return createElement(Dialog, { ...shown, onClose });
  };
}

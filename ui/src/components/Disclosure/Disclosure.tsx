import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  Disclosure as AriaDisclosure,
  DisclosureGroup as AriaDisclosureGroup,
  DisclosurePanel,
  Heading,
  type DisclosureGroupProps as AriaDisclosureGroupProps,
  type DisclosureProps as AriaDisclosureProps,
} from 'react-aria-components';
import { Icon } from '../Icon';
import * as styles from './Disclosure.css';

export interface DisclosureProps extends Omit<AriaDisclosureProps, 'className' | 'style' | 'children'> {
  title: ReactNode;
  /** Heading level of the trigger within the page outline. */
  headingLevel?: 2 | 3 | 4;
  children: ReactNode;
}

/** A heading that shows or hides its panel (service cards, the history panel, FAQ answers). */
export function Disclosure({ title, headingLevel = 3, children, ...props }: DisclosureProps) {
  return (
    <AriaDisclosure {...props} className={styles.disclosure}>
      <Heading level={headingLevel}>
        <Button slot="trigger" className={styles.trigger}>
          <span>{title}</span>
          <span className={styles.chevron}>
            <Icon icon={ChevronDown} size="md" />
          </span>
        </Button>
      </Heading>
      <DisclosurePanel className={styles.panel}>{children}</DisclosurePanel>
    </AriaDisclosure>
  );
}

export type DisclosureGroupProps = Omit<AriaDisclosureGroupProps, 'className' | 'style' | 'allowsMultipleExpanded'>;

/** One panel open at a time (docs/product.md §15.2); pressing the open one closes it. */
export function DisclosureGroup({ children, ...props }: DisclosureGroupProps) {
  return (
    <AriaDisclosureGroup {...props} allowsMultipleExpanded={false} className={styles.group}>
      {children}
    </AriaDisclosureGroup>
  );
}

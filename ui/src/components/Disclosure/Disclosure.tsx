import { ChevronDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Icon } from '../Icon';
import * as styles from './Disclosure.css';
import { DisclosureGroupContext, useDisclosure } from './useDisclosure';

export interface DisclosureProps {
  title: ReactNode;
  /** Names it within a DisclosureGroup. */
  id?: string;
  /** Heading level of the trigger within the page outline. */
  headingLevel?: 2 | 3 | 4;
  defaultExpanded?: boolean;
  children: ReactNode;
}

/** A heading that shows or hides its panel (service cards, the history panel, FAQ answers). */
export function Disclosure({ title, id, headingLevel = 3, defaultExpanded, children }: DisclosureProps) {
  const { triggerProps, panelProps } = useDisclosure({ id, defaultExpanded });
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.disclosure}>
      <Heading>
        <button {...triggerProps} className={styles.trigger}>
          <span>{title}</span>
          <span className={styles.chevron}>
            <Icon icon={ChevronDown} size="md" />
          </span>
        </button>
      </Heading>
      <div {...panelProps} className={styles.panel}>
        {children}
      </div>
    </div>
  );
}

export interface DisclosureGroupProps {
  children: ReactNode;
  className?: string;
  /** The open member's id; controlled so something outside can open one (docs/product.md, section 4.2). */
  expandedId?: string | null;
  onExpandedChange?: (id: string | null) => void;
}

/** One panel open at a time (docs/product.md, section 15.2); pressing the open one closes it. */
export function DisclosureGroup({
  children,
  className = styles.group,
  expandedId,
  onExpandedChange,
}: DisclosureGroupProps) {
  const [ownExpandedId, setOwnExpandedId] = useState<string | null>(null);
  const current = expandedId === undefined ? ownExpandedId : expandedId;
  const toggle = (id: string) => {
    const next = current === id ? null : id;
    setOwnExpandedId(next);
    onExpandedChange?.(next);
  };
  return (
    <div className={className}>
      <DisclosureGroupContext value={{ expandedId: current, toggle }}>{children}</DisclosureGroupContext>
    </div>
  );
}

import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading, type Key } from 'react-aria-components';
import { Icon } from '../../components/Icon';
import * as styles from './ServiceCards.css';

export interface Service {
  id: string;
  icon: LucideIcon;
  title: string;
  description: string;
  details: ReactNode;
}

export interface ServiceCardsProps {
  services: readonly Service[];
  /** The open card; controlled so a footer link can open one (docs/product.md §4.2). */
  expandedId?: string | null;
  onExpandedChange?: (id: string | null) => void;
}

/** Expandable service cards (docs/product.md §5.3), one open at a time; pressing the open one closes it. */
export function ServiceCards({ services, expandedId, onExpandedChange }: ServiceCardsProps) {
  const controlled = expandedId !== undefined;
  return (
    <DisclosureGroup
      className={styles.grid}
      allowsMultipleExpanded={false}
      expandedKeys={controlled ? (expandedId ? [expandedId] : []) : undefined}
      onExpandedChange={(keys: Set<Key>) => onExpandedChange?.(keys.size > 0 ? String([...keys][0]) : null)}
    >
      {services.map((service) => (
        <Disclosure key={service.id} id={service.id} className={styles.card} data-service={service.id}>
          <Heading level={3}>
            <Button slot="trigger" className={styles.trigger}>
              <span className={styles.icon}>
                <Icon icon={service.icon} size="lg" />
              </span>
              <span className={styles.text}>
                <span className={styles.title}>{service.title}</span>
                <span className={styles.summary}>{service.description}</span>
              </span>
            </Button>
          </Heading>
          <DisclosurePanel className={styles.panel}>{service.details}</DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}

import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { DisclosureGroup, useDisclosure } from '../../../components/Disclosure';
import { Icon } from '../../../components/Icon';
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

function ServiceCard({ service }: { service: Service }) {
  const { triggerProps, panelProps } = useDisclosure({ id: service.id });
  return (
    <div className={styles.card} data-service={service.id}>
      <h3>
        <button {...triggerProps} className={styles.trigger}>
          <span className={styles.icon}>
            <Icon icon={service.icon} size="lg" />
          </span>
          <span className={styles.text}>
            <span className={styles.title}>{service.title}</span>
            <span className={styles.summary}>{service.description}</span>
          </span>
        </button>
      </h3>
      <div {...panelProps} className={styles.panel}>
        {service.details}
      </div>
    </div>
  );
}

/** Expandable service cards (docs/product.md, section 5.3), one open at a time; pressing the open one closes it. */
export function ServiceCards({ services, expandedId, onExpandedChange }: ServiceCardsProps) {
  return (
    <DisclosureGroup className={styles.grid} expandedId={expandedId} onExpandedChange={onExpandedChange}>
      {services.map((service) => (
        <ServiceCard key={service.id} service={service} />
      ))}
    </DisclosureGroup>
  );
}

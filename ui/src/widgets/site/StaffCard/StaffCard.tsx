import { ChevronDown } from 'lucide-react';
import { Avatar } from '../../../components/Avatar';
import { Badge } from '../../../components/Badge';
import { useDisclosure } from '../../../components/Disclosure';
import { Icon } from '../../../components/Icon';
import * as styles from './StaffCard.css';

export interface StaffMember {
  name: string;
  title: string;
  division: string;
  description: string;
  specializations: readonly string[];
}

/**
 * A team member (docs/product.md §6.1): initials, name, title and division; a click shows the description and
 * specialisations.
 */
export function StaffCard({ person, defaultExpanded }: { person: StaffMember; defaultExpanded?: boolean }) {
  const { triggerProps, panelProps } = useDisclosure({ defaultExpanded });
  return (
    <div className={styles.card}>
      <h3>
        <button {...triggerProps} className={styles.trigger}>
          <Avatar name={person.name} />
          <span className={styles.who}>
            <span className={styles.name}>{person.name}</span>
            <span className={styles.title}>
              {person.title} · {person.division}
            </span>
          </span>
          <Icon icon={ChevronDown} size="md" />
        </button>
      </h3>
      <div {...panelProps} className={styles.panel}>
        <p>{person.description}</p>
        <ul className={styles.tags} aria-label="Specialisations">
          {person.specializations.map((specialisation) => (
            <li key={specialisation}>
              <Badge variant="secondary">{specialisation}</Badge>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

import type { Licence } from '@site/domain/company/company';
import { BadgeCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import * as styles from './LicenceBadge.css';

/** The click pop-up hides after 3 s (docs/product.md §5.2). */
export const licencePopupMs = 3000;

/** 'Licensed in CA · OR · HI'; pressing it shows the three licence numbers for 3 seconds. */
export function LicenceBadge({ licences }: { licences: readonly Licence[] }) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setOpen(false), licencePopupMs);
    return () => clearTimeout(timer);
  }, [open]);

  return (
    <span className={styles.root}>
      <Button variant="outline" size="sm" aria-expanded={open} onClick={() => setOpen(true)}>
        <Icon icon={BadgeCheck} size="sm" />
        Licensed in {licences.map((licence) => licence.code).join(' · ')}
      </Button>
      {open ? (
        <span className={styles.popup} role="status">
          <ul className={styles.list}>
            {licences.map((licence) => (
              <li key={licence.code}>
                {licence.state} licence {licence.number}
              </li>
            ))}
          </ul>
        </span>
      ) : null}
    </span>
  );
}

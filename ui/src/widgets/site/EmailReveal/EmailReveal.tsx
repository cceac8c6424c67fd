import { Mail } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { CopyButton } from '../../../components/CopyButton';
import { Icon } from '../../../components/Icon';
import { Link } from '../../../components/Link';
import { showToast } from '../../../components/Toast/queue';
import * as styles from './EmailReveal.css';

/** The copied check shows for 2 s (docs/product.md §5.9). */
export const copiedIndicatorMs = 2000;

/**
 * The address stays out of the page until the visitor asks for it (less harvesting by scrapers), then can
 * be copied: 'Email Copied!' and a check mark for 2 s.
 */
export function EmailReveal({ email }: { email: string }) {
  const [revealed, setRevealed] = useState(false);

  if (!revealed) {
    return (
      <Button variant="outline" size="sm" onClick={() => setRevealed(true)}>
        <Icon icon={Mail} size="sm" />
        Show email address
      </Button>
    );
  }

  return (
    <span className={styles.reveal}>
      <Link href={`mailto:${email}`} tone="inherit">
        <span className={styles.address}>{email}</span>
      </Link>
      <CopyButton
        text={email}
        label="Copy email address"
        copiedLabel="Email address copied"
        copiedFor={copiedIndicatorMs}
        onCopied={() => showToast({ title: 'Email Copied!', description: email })}
        variant="ghost"
        size="sm"
      />
    </span>
  );
}

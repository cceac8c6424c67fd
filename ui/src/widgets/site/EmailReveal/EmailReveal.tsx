import { Check, Copy, Mail } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/Button';
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
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), copiedIndicatorMs);
    return () => clearTimeout(timer);
  }, [copied]);

  if (!revealed) {
    return (
      <Button variant="outline" size="sm" onClick={() => setRevealed(true)}>
        <Icon icon={Mail} size="sm" />
        Show email address
      </Button>
    );
  }

  const copy = async () => {
    await navigator.clipboard.writeText(email);
    setCopied(true);
    showToast({ title: 'Email Copied!', description: email });
  };

  return (
    <span className={styles.reveal}>
      <Link href={`mailto:${email}`} tone="inherit">
        <span className={styles.address}>{email}</span>
      </Link>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => void copy()}
        aria-label={copied ? 'Email address copied' : 'Copy email address'}
      >
        <Icon icon={copied ? Check : Copy} size="sm" />
        {copied ? 'Copied' : 'Copy'}
      </Button>
    </span>
  );
}

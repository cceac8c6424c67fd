import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, type ButtonProps } from '../Button';
import { Icon } from '../Icon';

export interface CopyButtonProps extends Pick<ButtonProps, 'variant' | 'size'> {
  /** What goes on the clipboard. */
  text: string;
  /** The button's name before the copy ('Copy email address') and after it ('Email address copied'). */
  label: string;
  copiedLabel: string;
  /** What the button says before the copy; after it, it says 'Copied' with a check mark. */
  children?: string;
  /** How long the check mark stays; without it, it stays until the button goes. */
  copiedFor?: number;
  /** Called once the text is on the clipboard (to show a toast). */
  onCopied?: () => void;
}

/** Puts a text on the clipboard and says so: a check mark and 'Copied' in place of the copy icon. */
export function CopyButton({
  text,
  label,
  copiedLabel,
  children = 'Copy',
  copiedFor,
  onCopied,
  variant,
  size,
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied || copiedFor === undefined) return;
    const timer = setTimeout(() => setCopied(false), copiedFor);
    return () => clearTimeout(timer);
  }, [copied, copiedFor]);

  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
    onCopied?.();
  };

  return (
    <Button variant={variant} size={size} onClick={() => void copy()} aria-label={copied ? copiedLabel : label}>
      <Icon icon={copied ? Check : Copy} size="sm" />
      {copied ? 'Copied' : children}
    </Button>
  );
}

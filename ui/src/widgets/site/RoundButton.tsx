import type { LucideIcon } from 'lucide-react';
import { Icon } from '../../components/Icon';
import { roundButton } from './carousel.css';

export interface RoundButtonProps {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  /** Dark over a photo, light on the page. */
  tone?: 'light' | 'dark';
  iconSize?: 'sm' | 'md';
  className?: string;
}

/** A carousel's round icon button (previous, next, pause, close): the browser's own (docs/decisions/044). */
export function RoundButton({ label, icon, onClick, tone, iconSize = 'md', className }: RoundButtonProps) {
  return (
    <button
      type="button"
      className={className ? `${roundButton({ tone })} ${className}` : roundButton({ tone })}
      aria-label={label}
      onClick={onClick}
    >
      <Icon icon={icon} size={iconSize} />
    </button>
  );
}

import type { ConnectionStatus } from './connection';
import { Gauge, WifiOff } from 'lucide-react';
import { Icon } from '../../../components/Icon';
import { banner } from './ConnectionBanner.css';

const messages: Record<Exclude<ConnectionStatus, 'fast'>, string> = {
  offline: "You're offline. Anything you send will go out once you're back online.",
  slow: 'Slow connection: images may take a moment to load.',
};

/** Shown only when offline (red) or on a slow connection (yellow); see docs/product.md §4.4. */
export function ConnectionBanner({ status }: { status: ConnectionStatus }) {
  if (status === 'fast') return null;
  return (
    <div className={banner({ status })} role="status" data-status={status}>
      <Icon icon={status === 'offline' ? WifiOff : Gauge} size="sm" />
      {messages[status]}
    </div>
  );
}

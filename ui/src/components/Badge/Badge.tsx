import type { ReactNode } from 'react';
import { badge } from './Badge.css';

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'destructive' | 'success' | 'warning';

export function Badge({ variant, children }: { variant?: BadgeVariant; children: ReactNode }) {
  return (
    <span className={badge({ variant })} data-variant={variant ?? 'default'}>
      {children}
    </span>
  );
}

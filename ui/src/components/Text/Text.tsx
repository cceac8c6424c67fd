import type { HTMLAttributes, ReactNode } from 'react';
import { text } from './Text.css';

export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> {
  as?: 'p' | 'span' | 'div' | 'strong' | 'small';
  size?: 'sm' | 'md' | 'lg' | 'xl';
  tone?: 'default' | 'muted' | 'brand' | 'danger' | 'success';
  weight?: 'regular' | 'medium' | 'semibold' | 'bold';
  align?: 'start' | 'center';
  /** Lines are capped at a readable 70 characters unless this is set. */
  fullWidth?: boolean;
  children: ReactNode;
}

export function Text({ as: Element = 'p', size, tone, weight, align, fullWidth, children, ...props }: TextProps) {
  return (
    <Element className={text({ size, tone, weight, align, fullWidth })} {...props}>
      {children}
    </Element>
  );
}

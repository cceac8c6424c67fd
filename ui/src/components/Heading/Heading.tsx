import type { HTMLAttributes, ReactNode } from 'react';
import { heading } from './Heading.css';

type Level = 1 | 2 | 3 | 4 | 5 | 6;
type Size = 'display' | 'xl' | 'lg' | 'md' | 'sm';

export interface HeadingProps extends Omit<HTMLAttributes<HTMLHeadingElement>, 'className' | 'style'> {
  /** The document outline level; `size` is only how it looks. */
  level: Level;
  size?: Size;
  tone?: 'default' | 'brand';
  align?: 'start' | 'center';
  children: ReactNode;
}

const sizeOfLevel: Record<Level, Size> = { 1: 'xl', 2: 'lg', 3: 'md', 4: 'sm', 5: 'sm', 6: 'sm' };

export function Heading({ level, size, tone, align, children, ...props }: HeadingProps) {
  const Element = `h${level}` as const;
  return (
    <Element className={heading({ size: size ?? sizeOfLevel[level], tone, align })} {...props}>
      {children}
    </Element>
  );
}

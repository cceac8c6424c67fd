import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Card.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style' | 'title'> {
  as?: 'div' | 'article' | 'section' | 'li';
  tone?: 'default' | 'raised' | 'highlight';
  padding?: 'none' | 'md' | 'lg';
  /** Optional header: the title is a heading at `titleLevel` (default h3). */
  title?: ReactNode;
  titleLevel?: 2 | 3 | 4;
  description?: ReactNode;
  children?: ReactNode;
}

export function Card({
  as: Element = 'div',
  tone,
  padding,
  title,
  titleLevel = 3,
  description,
  children,
  ...props
}: CardProps) {
  const Title = `h${titleLevel}` as const;
  return (
    <Element className={styles.card({ tone, padding })} {...props}>
      {title || description ? (
        <div className={styles.header}>
          {title ? <Title className={styles.title}>{title}</Title> : null}
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
      ) : null}
      {children}
    </Element>
  );
}

import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../../theme/sprinkles.css';

export type BoxProps = Sprinkles &
  Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles | 'className' | 'style'> & {
    as?: ElementType;
    children?: ReactNode;
    /** Extra classes from a component's own .css.ts; pages pass sprinkle props instead. */
    className?: string;
  };

/** The base of every layout primitive: a element whose spacing, layout and colours are theme tokens. */
export function Box({ as: Element = 'div', className, ...props }: BoxProps) {
  const [atoms, rest] = splitSprinkles(props);
  const classes = [sprinkles(atoms), className].filter(Boolean).join(' ');
  return <Element className={classes} {...rest} />;
}

function splitSprinkles<T extends object>(props: T): [Sprinkles, Omit<T, keyof Sprinkles>] {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return [atoms as Sprinkles, rest as Omit<T, keyof Sprinkles>];
}

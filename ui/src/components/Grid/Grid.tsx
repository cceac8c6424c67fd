import type { Sprinkles } from '../../theme/sprinkles.css';
import { Box, type BoxProps } from '../Box';
import * as styles from './Grid.css';

type Count = 1 | 2 | 3 | 4 | 5 | 6;

export interface GridProps extends Omit<BoxProps, 'display'> {
  /** Equal columns per screen size; a larger screen keeps the smaller one's count unless given. */
  columns: Count | { phone?: Count; tablet?: Count; desktop?: Count };
  gap?: Sprinkles['gap'];
}

export function Grid({ columns, gap = '5', className, ...props }: GridProps) {
  const { phone = 1, tablet, desktop } = typeof columns === 'number' ? { phone: columns } : columns;
  const classes = [
    styles.grid,
    styles.phoneColumns[phone],
    tablet ? styles.tabletColumns[tablet] : undefined,
    desktop ? styles.desktopColumns[desktop] : undefined,
    className,
  ];
  return <Box gap={gap} className={classes.filter(Boolean).join(' ')} {...props} />;
}

import type { Sprinkles } from '../../theme/sprinkles.css';
import { Box, type BoxProps } from '../Box';

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection'> {
  gap?: Sprinkles['gap'];
  align?: Sprinkles['alignItems'];
}

/** Children one above the other with even spacing. */
export function Stack({ gap = '4', align = 'stretch', ...props }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={gap} alignItems={align} {...props} />;
}

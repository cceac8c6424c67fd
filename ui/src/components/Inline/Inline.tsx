import type { Sprinkles } from '../../theme/sprinkles.css';
import { Box, type BoxProps } from '../Box';

export interface InlineProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'flexWrap'> {
  gap?: Sprinkles['gap'];
  align?: Sprinkles['alignItems'];
  justify?: Sprinkles['justifyContent'];
  /** Keep on one line instead of wrapping (wrapping is the phone-friendly default). */
  noWrap?: boolean;
}

/** Children side by side, wrapping onto the next line when the screen is narrow. */
export function Inline({ gap = '3', align = 'center', justify = 'flex-start', noWrap, ...props }: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap={noWrap ? 'nowrap' : 'wrap'}
      gap={gap}
      alignItems={align}
      justifyContent={justify}
      {...props}
    />
  );
}

import { style } from '@vanilla-extract/css';
import { control, nativeControlStates } from '../Field/Field.css';

export const input = style([
  control,
  {
    fontVariantNumeric: 'tabular-nums',
    selectors: nativeControlStates,
  },
]);

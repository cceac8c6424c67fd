import { style } from '@vanilla-extract/css';
import { control } from '../Field/Field.css';
import { nativeControlStates } from '../Field/native-states';

export const input = style([
  control,
  {
    fontVariantNumeric: 'tabular-nums',
    selectors: nativeControlStates,
  },
]);

import { style } from '@vanilla-extract/css';
import { control } from '../Field/Field.css';

export const input = style([control, { fontVariantNumeric: 'tabular-nums' }]);

import { style } from '@vanilla-extract/css';
import { nativeControl } from '../Field/Field.css';

export const input = style([nativeControl, { fontVariantNumeric: 'tabular-nums' }]);

import { style } from '@vanilla-extract/css';
import { stack } from '../../../theme/fragments';

export const accept = style(stack('6'));
export const intro = style(stack('2'));
export const part = style(stack('4'));

import { style } from '@vanilla-extract/css';
import { stack } from '../../../theme/fragments';

export const unavailable = style(stack('3'));

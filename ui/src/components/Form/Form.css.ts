import { style } from '@vanilla-extract/css';
import { stack } from '../../theme/fragments';

export const form = style(stack('4'));

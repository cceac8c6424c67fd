import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { stack } from '../../../theme/fragments';

export const figure = style({ ...stack('3'), margin: 0, minWidth: 0 });
export const caption = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const canvas = style({ width: '100%', minHeight: '260px', overflow: 'hidden' });

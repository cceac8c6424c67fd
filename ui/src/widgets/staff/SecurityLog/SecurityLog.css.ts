import { style } from '@vanilla-extract/css';
import { wrappingRow } from '../../../theme/fragments';

export const bar = style(wrappingRow('3', 'flex-end'));
export const select = style({ flex: '1 1 12rem', minWidth: 0 });
export const pager = style(wrappingRow('4', 'center'));

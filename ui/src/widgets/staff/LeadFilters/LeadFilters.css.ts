import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { wrappingRow } from '../../../theme/fragments';

export const bar = style(wrappingRow('3', 'flex-end'));
export const search = style({ flex: '2 1 16rem', minWidth: 0 });
export const select = style({ flex: '1 1 10rem', minWidth: 0 });
export const exportAction = style({ flex: '0 0 auto' });
export const count = style({ flexBasis: '100%', margin: 0, color: vars.color.inkMuted, fontSize: vars.fontSize.sm });

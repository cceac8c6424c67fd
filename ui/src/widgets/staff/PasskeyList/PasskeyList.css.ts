import { style } from '@vanilla-extract/css';
import { stack, wrappingRow } from '../../../theme/fragments';

export const manager = style(stack('5'));
export const addRow = style(wrappingRow('3', 'flex-start'));
export const nameField = style({ flex: '1 1 18rem', minWidth: 0 });
export const renameForm = style({ flex: '1 1 100%', minWidth: 0 });

import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { linedSurface, stack, wrappingRow } from '../../../theme/fragments';

export const manager = style(stack('5'));
export const toolbar = style(wrappingRow('4', 'center'));
export const setting = style({ ...stack('2'), padding: vars.space['3'], ...linedSurface('md') });
export const member = style({ ...stack('3'), padding: vars.space['4'], ...linedSurface('md') });
export const heading = style(wrappingRow('2', 'center'));
export const name = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const sessions = style({ ...stack('2'), margin: 0, padding: 0, listStyle: 'none' });
export const session = style({ ...wrappingRow('2', 'center'), fontSize: vars.fontSize.sm });
export const sessionText = style({ flex: '1 1 14rem', minWidth: 0 });

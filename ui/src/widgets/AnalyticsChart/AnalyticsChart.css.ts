import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], margin: 0, minWidth: 0 });
export const caption = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const canvas = style({ width: '100%', minHeight: '260px', overflow: 'hidden' });

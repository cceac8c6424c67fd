import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const session = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const text = style({ display: 'flex', flexDirection: 'column', flex: '1 1 14rem', minWidth: 0 });
export const device = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const times = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { bareList } from '../../../theme/fragments';

export const root = style({ position: 'relative', display: 'inline-block' });

export const popup = style({
  position: 'absolute',
  top: 'calc(100% + 0.5rem)',
  left: 0,
  zIndex: vars.zIndex.overlay,
  minWidth: '15rem',
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.steel,
  color: vars.color.onSteel,
  boxShadow: vars.shadow.lg,
  fontSize: vars.fontSize.sm,
});

export const list = style({ ...bareList, display: 'grid', gap: vars.space['1'] });

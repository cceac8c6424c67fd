import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const question = style({ margin: 0, overflowWrap: 'anywhere' });

export const items = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  overflowWrap: 'anywhere',
});

export const kept = style({ margin: 0, color: vars.color.inkMuted, fontSize: vars.fontSize.sm });

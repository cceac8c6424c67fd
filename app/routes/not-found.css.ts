import { style } from '@vanilla-extract/css';
import { vars } from '@site/ui/theme';

export const page = style({
  minHeight: '70vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['4'],
  padding: vars.space['6'],
  textAlign: 'center',
});
export const title = style({ fontSize: vars.fontSize['4xl'], color: vars.color.ink });
export const hint = style({ color: vars.color.inkMuted, maxWidth: '32rem' });
export const home = style({ color: vars.color.brand, fontWeight: vars.fontWeight.semibold });

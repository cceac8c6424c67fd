import { style } from '@vanilla-extract/css';
import { vars } from '@site/ui/theme';

export const page = style({ maxWidth: '48rem', margin: '0 auto', padding: `${vars.space['7']} ${vars.space['4']}` });
export const title = style({ fontSize: vars.fontSize['4xl'], color: vars.color.brand });
export const lead = style({ marginTop: vars.space['2'], color: vars.color.inkMuted, fontSize: vars.fontSize.lg });
export const section = style({
  marginTop: vars.space['7'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});

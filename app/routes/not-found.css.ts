import { style } from '@vanilla-extract/css';
import { vars } from '@site/ui/theme';
import { centredStack } from '@site/ui/theme/fragments';

export const page = style({
  minHeight: '70vh',
  ...centredStack('4'),
  padding: vars.space['6'],
});
export const title = style({ fontSize: vars.fontSize['4xl'], color: vars.color.ink });
export const hint = style({ color: vars.color.inkMuted, maxWidth: '32rem' });
export const home = style({ color: vars.color.brand, fontWeight: vars.fontWeight.semibold });

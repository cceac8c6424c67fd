import { style } from '@vanilla-extract/css';
import { vars } from '@site/ui/theme';

/** Room for the fixed header above every page. */
export const main = style({ paddingTop: vars.size.headerHeight, minHeight: '70vh', outline: 'none' });

/** The small floating badges sit bottom-left; the chat has the bottom-right corner. */
export const floatingLeft = style({
  position: 'fixed',
  left: vars.space['4'],
  bottom: vars.space['4'],
  zIndex: vars.zIndex.raised,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2'],
});

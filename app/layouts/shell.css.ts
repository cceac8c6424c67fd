import { style } from '@vanilla-extract/css';
import { media, vars } from '@site/ui/theme';

/** Room for the fixed header above every page. */
export const main = style({ paddingTop: vars.size.headerHeight, minHeight: '70vh', outline: 'none' });

export const staffMain = style({ minHeight: '100vh', outline: 'none' });

/** The small floating badges sit bottom-left; the chat has the bottom-right corner. */
export const floatingLeft = style({
  // On a phone the screen belongs to the content and the chat: the statistics show from tablet width up.
  display: 'none',
  '@media': { [media.tablet]: { display: 'flex' } },
  position: 'fixed',
  left: vars.space['4'],
  bottom: vars.space['4'],
  zIndex: vars.zIndex.raised,
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2'],
});

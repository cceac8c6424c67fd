import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { media } from '../../../theme/tokens';

/**
 * The band at the foot of the screen where the floating widgets live, the counterpart of the fixed header: it
 * is opaque, and the page keeps what a visitor reads or presses clear of it (docs/decisions/064).
 */
export const dock = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.header,
  height: vars.size.dockHeight,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingInline: vars.space['4'],
  background: 'rgb(255 255 255 / 0.96)',
  borderTop: `1px solid ${vars.color.line}`,
  '@media': { [media.tablet]: { paddingInline: vars.space['6'] } },
});

/** The small badges, from tablet width up: on a phone the band holds the chat alone. */
export const aside = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space['2'],
  '@media': { [media.tablet]: { display: 'flex' } },
});

export const end = style({ marginInlineStart: 'auto' });

// While the visitor fills a field of the page, the band gives way, so nothing floats over the field or its
// message wherever the field sits; it is back as soon as the field loses the focus.
globalStyle(`body:has(main :is(input, select, textarea, [aria-haspopup="listbox"]):focus) ${dock}`, {
  visibility: 'hidden',
});

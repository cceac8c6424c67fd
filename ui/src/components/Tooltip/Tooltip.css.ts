import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Set when the tooltip is placed: how far it moves sideways to stay on the screen. */
export const shiftVar = createVar();

export const anchor = style({ position: 'relative', display: 'inline-block' });

export const tooltip = style({
  position: 'absolute',
  left: '50%',
  bottom: `calc(100% + ${vars.space['2']})`,
  transform: `translateX(calc(-50% + ${shiftVar}))`,
  zIndex: vars.zIndex.overlay,
  width: 'max-content',
  maxWidth: '18rem',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: vars.color.steel,
  color: vars.color.onSteel,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.md,
  vars: { [shiftVar]: '0px' },
  selectors: {
    '&[data-below]': { bottom: 'auto', top: `calc(100% + ${vars.space['2']})` },
  },
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { bottomDock, focusRing } from '../../theme/fragments';
import { media } from '../../theme/tokens';

export const notice = style({
  ...bottomDock,
  flexDirection: 'row',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.danger,
  color: vars.color.onDanger,
  boxShadow: vars.shadow.lg,
  '@media': {
    [media.tablet]: { insetInline: 'auto', right: vars.space['5'], width: vars.size.toastMaxWidth },
  },
});

export const message = style({ flex: 1 });

export const dismiss = style({
  flexShrink: 0,
  minHeight: '2.5rem',
  padding: `0 ${vars.space['3']}`,
  border: '1px solid currentColor',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing() },
});

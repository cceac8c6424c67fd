import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRing, linedSurface, plainTitle, stack } from '../../../theme/fragments';

/** Six columns side by side; on a narrow screen the board scrolls sideways rather than squeezing cards. */
export const board = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(12rem, 1fr)',
  gap: vars.space['3'],
  overflowX: 'auto',
  paddingBottom: vars.space['2'],
});

export const column = style({
  ...stack('2'),
  minWidth: 0,
  padding: vars.space['3'],
  ...linedSurface('lg', 'surfaceRaised'),
});
export const columnHeader = style(stack('1'));
export const columnTitle = style(plainTitle('md'));
export const totals = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  margin: 0,
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
});

export const cards = style({
  ...stack('2'),
  minHeight: '6rem',
  padding: vars.space['1'],
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    // Drag and drop has no pseudo-class or ARIA state: React Aria's marks are the only ones there are.
    '&[data-drop-target]': { background: vars.color.brandSoft, boxShadow: `inset 0 0 0 2px ${vars.color.brand}` },
    '&:focus-visible': focusRing('inside'),
  },
});
export const empty = style({
  margin: 0,
  padding: vars.space['3'],
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const card = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  padding: vars.space['3'],
  ...linedSurface('md'),
  boxShadow: vars.shadow.sm,
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing(),
    '&[data-dragging]': { opacity: 0.5 },
  },
});
export const handle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.75rem',
  height: '1.75rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.inkMuted,
  cursor: 'grab',
  outline: 'none',
  selectors: { '&:focus-visible': focusRing() },
  '@media': { '(hover: hover)': { selectors: { '&:hover': { background: vars.color.surfaceSunken } } } },
});
export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  minWidth: 0,
});
export const cardName = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const more = style({ margin: 0, fontSize: vars.fontSize.sm });

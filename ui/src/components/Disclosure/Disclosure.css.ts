import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, linedSurface, spacedRow, stack } from '../../theme/fragments';

export const group = style(stack('3'));

export const disclosure = style({
  ...linedSurface('lg'),
  selectors: {
    '&:has([aria-controls][aria-expanded="true"])': { borderColor: vars.color.brand, boxShadow: vars.shadow.md },
  },
});

export const trigger = style({
  ...spacedRow('3'),
  width: '100%',
  minHeight: '3rem',
  padding: `${vars.space['3']} ${vars.space['4']}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.ink,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'start',
  cursor: 'pointer',
  borderRadius: vars.radius.lg,
  selectors: { '&:focus-visible': focusRing() },
  // Only where a pointer hovers: a tap on a phone leaves no hover behind.
  '@media': { '(hover: hover)': { selectors: { '&:hover': { color: vars.color.brand } } } },
});

export const chevron = style({
  flexShrink: 0,
  display: 'inline-flex',
  transition: `transform ${vars.duration.normal}`,
  selectors: { [`${disclosure}:has([aria-controls][aria-expanded="true"]) &`]: { transform: 'rotate(180deg)' } },
});

// A closed panel is hidden="until-found" (find-in-page still works), which keeps its box:
// the padding belongs to the open panel only.
export const panel = style({
  selectors: {
    [`${disclosure}:has([aria-controls][aria-expanded="true"]) &`]: {
      padding: `0 ${vars.space['4']} ${vars.space['4']}`,
    },
  },
});

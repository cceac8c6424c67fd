import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, stack } from '../../theme/fragments';

export const tabs = style(stack('5'));

export const list = style({
  display: 'flex',
  // Wrapping, not scrolling: on a phone every tab, and the selected one, stays in view.
  flexWrap: 'wrap',
  gap: vars.space['1'],
  borderBottom: `1px solid ${vars.color.line}`,
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '2.75rem',
  padding: `${vars.space['2']} ${vars.space['4']}`,
  marginBottom: '-1px',
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.inkMuted,
  fontWeight: vars.fontWeight.semibold,
  // A tab that is a link (NavTabs) looks like every other tab.
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  transition: `color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  // aria-selected and the pseudo-classes: Tabs are the browser's buttons, NavTabs React Aria's links, and
  // both carry them (docs/decisions/049).
  selectors: {
    '&[aria-selected="true"]': {
      color: vars.color.brand,
      borderBottomColor: vars.color.brand,
      background: vars.color.brandSoft,
    },
    // Inside the tab: the bar's hairline and the next tab stand right against it.
    '&:focus-visible': { ...focusRing('inside'), borderRadius: vars.radius.sm },
  },
  // Only where a pointer hovers: a tap on a phone leaves no hover behind.
  '@media': {
    '(hover: hover)': { selectors: { '&:hover:not([aria-selected="true"])': { color: vars.color.ink } } },
  },
});

export const panel = style({
  outline: 'none',
  selectors: { '&:focus-visible': focusRing() },
});

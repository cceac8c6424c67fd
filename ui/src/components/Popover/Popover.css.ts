import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { spacedRow } from '../../theme/fragments';

export const popover = style({
  zIndex: vars.zIndex.overlay,
  minWidth: 'var(--trigger-width)',
  maxWidth: 'calc(100vw - 2rem)',
  padding: vars.space['1'],
  background: vars.color.surface,
  color: vars.color.ink,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  overflow: 'auto',
});

export const dialog = style({ outline: 'none', padding: vars.space['3'] });

export const listBox = style({ display: 'flex', flexDirection: 'column', outline: 'none', maxHeight: '18rem' });

export const option = style({
  ...spacedRow('3'),
  minHeight: '2.5rem',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    // The listbox moves the focus to the option under the pointer too.
    '&:focus': { background: vars.color.brandSoft, color: vars.color.brand },
    '&[aria-selected="true"]': { fontWeight: vars.fontWeight.semibold },
    '&[aria-disabled="true"]': { color: vars.color.inkMuted, cursor: 'not-allowed' },
  },
});

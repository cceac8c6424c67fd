import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { focusRing, spacedRow, stack } from '../../theme/fragments';

export const group = style({ ...stack('3'), minWidth: 0 });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.ink });

const columnsFrom = (count: number) => ({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` } },
});

export const cards = styleVariants({ 2: columnsFrom(2), 3: columnsFrom(3) });

export const card = style({
  ...stack('1'),
  padding: vars.space['4'],
  border: `2px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.ink,
  cursor: 'pointer',
  transition: `border-color ${vars.duration.fast}, background-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  '@media': {
    '(hover: hover)': {
      selectors: {
        '&:hover': { boxShadow: vars.shadow.md },
        '&:hover:not(:has(input:checked))': { borderColor: vars.color.lineStrong },
      },
    },
  },
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&:has(input:focus-visible)': focusRing(),
  },
});

export const top = style({
  ...spacedRow('2', 'flex-start'),
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
});

export const detail = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

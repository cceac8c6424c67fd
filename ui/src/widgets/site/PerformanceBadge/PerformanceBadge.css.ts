import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';
import { figureNumber, linedSurface } from '../../../theme/fragments';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2'],
});

export const grade = recipe({
  base: {
    display: 'inline-grid',
    placeItems: 'center',
    width: '1.5rem',
    height: '1.5rem',
    borderRadius: vars.radius.full,
    fontWeight: vars.fontWeight.heavy,
    fontSize: vars.fontSize.xs,
  },
  variants: {
    grade: {
      A: { background: vars.color.success, color: vars.color.onBrand },
      B: { background: vars.color.brand, color: vars.color.onBrand },
      C: { background: vars.color.warningSoft, color: vars.color.warning },
      D: { background: vars.color.danger, color: vars.color.onDanger },
    },
  },
});

/** Opens above the badge, over the page: the floating dock around the badge keeps its height (docs/decisions/064). */
export const panel = style({
  position: 'absolute',
  left: 0,
  bottom: `calc(100% + ${vars.space['2']})`,
  width: '17rem',
  padding: vars.space['4'],
  ...linedSurface('lg'),
  boxShadow: vars.shadow.lg,
});

export const panelTitle = style({
  margin: `0 0 ${vars.space['2']}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  margin: 0,
});
export const name = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });
export const value = style({ ...figureNumber('sm', 'semibold'), textAlign: 'end' });
export const row = style({ display: 'contents' });

import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { media } from '../../../theme/tokens';
import {
  focusRing,
  centredStack,
  smallCaption,
  figureNumber,
  stack,
  valueAbove,
  wrappingRow,
} from '../../../theme/fragments';

export const game = style(stack('4'));

export const hud = style({
  ...wrappingRow('3'),
  justifyContent: 'space-between',
  margin: 0,
});

export const stat = style(valueAbove);
export const statLabel = style(smallCaption);
export const statValue = style(figureNumber('2xl', 'heavy'));

export const board = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  // Timber planks: repeating stripes on the timber colours.
  background: `repeating-linear-gradient(90deg, ${vars.color.timberSoft} 0 18%, ${vars.color.line} 18% 18.5%), ${vars.color.timberSoft}`,
  border: `2px solid ${vars.color.timber}`,
});

const popUp = keyframes({
  from: { transform: 'translate(-50%, -30%) scale(0.6)', opacity: 0 },
  to: { transform: 'translate(-50%, -50%)', opacity: 1 },
});

export const nail = style({
  position: 'absolute',
  transform: 'translate(-50%, -50%)',
  display: 'grid',
  placeItems: 'center',
  width: '3.25rem',
  height: '3.25rem',
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  cursor: 'pointer',
  animation: `${popUp} ${vars.duration.fast} ease-out`,
  selectors: {
    '&:focus-visible': focusRing(),
    '&[data-hit]': { cursor: 'default' },
  },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const nailHead = style({
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.full,
  background: `radial-gradient(circle at 35% 35%, ${vars.color.surfaceRaised}, ${vars.color.lineStrong} 60%, ${vars.color.steel})`,
  boxShadow: `0 6px 0 ${vars.color.steel}`,
  selectors: {
    [`${nail}[data-hit] &`]: { boxShadow: 'none', transform: 'scale(0.8)', background: vars.color.lineStrong },
  },
});

export const overlay = style({
  position: 'absolute',
  inset: 0,
  ...centredStack('3'),
  padding: vars.space['5'],
  background: 'rgb(20 32 43 / 0.78)',
  color: vars.color.onSteel,
});

export const overlayTitle = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.heavy });

export const controls = style(wrappingRow('5', 'center'));

import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';

export const layer = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.raised,
  pointerEvents: 'none',
  overflow: 'hidden',
});

const acrossTheScreen = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(100vw)' } });
const downTheScreen = keyframes({ from: { transform: 'translateY(0)' }, to: { transform: 'translateY(100vh)' } });

/** A particle's place across the screen, standing still; `driftX` moves it (timing set per particle). */
export const across = style({ position: 'absolute', top: 0, left: 0 });
export const driftX = style([across, { animationName: acrossTheScreen, animationIterationCount: 'infinite' }]);
/** The same down the screen, inside `across`, so the two axes wrap round on their own. */
export const down = style({ display: 'block' });
export const driftY = style([down, { animationName: downTheScreen, animationIterationCount: 'infinite' }]);

export const particle = recipe({
  base: { display: 'block', borderRadius: vars.radius.full },
  variants: {
    theme: {
      'hawaii-tradewinds': { width: '0.75rem', height: '0.5rem', background: vars.color.success, opacity: 0.35 },
      'california-sun': { width: '0.5rem', height: '0.5rem', background: vars.color.timber, opacity: 0.3 },
      'oregon-mist': {
        width: '4rem',
        height: '1.5rem',
        background: vars.color.lineStrong,
        opacity: 0.12,
        filter: 'blur(6px)',
      },
    },
  },
});

export const label = style({
  position: 'absolute',
  left: vars.space['4'],
  top: `calc(${vars.size.headerHeight} + ${vars.space['2']})`,
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  boxShadow: vars.shadow.sm,
  opacity: 0.9,
});

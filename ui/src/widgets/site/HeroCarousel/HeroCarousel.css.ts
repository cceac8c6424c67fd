import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { media } from '../../../theme/tokens';

// The photos fill both rows; the copy has the first and the controls the second, so the two never share space at
// any width (docs/decisions/064). At most the first screen between the header and the floating widgets' band.
export const hero = style({
  position: 'relative',
  minHeight: `min(calc(100svh - ${vars.size.headerHeight} - ${vars.size.dockHeight}), 46rem)`,
  display: 'grid',
  gridTemplateRows: '1fr auto',
  overflow: 'hidden',
  background: vars.color.steel,
  color: vars.color.onSteel,
  touchAction: 'pan-y',
});

const behindBothRows = '1 / 1 / 3 / 2';

export const slide = style({
  gridArea: behindBothRows,
  opacity: 0,
  transition: `opacity ${vars.duration.slow} ease-in-out`,
  selectors: { '&[data-current]': { opacity: 1 } },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

/** Darkens the photo behind the text so white copy stays readable on any slide. */
export const scrim = style({
  gridArea: behindBothRows,
  background: 'linear-gradient(90deg, rgb(20 32 43 / 0.86) 0%, rgb(20 32 43 / 0.6) 55%, rgb(20 32 43 / 0.25) 100%)',
});

export const content = style({
  gridArea: '1 / 1',
  alignSelf: 'center',
  zIndex: 1,
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  padding: `${vars.space['8']} ${vars.space['4']} ${vars.space['6']}`,
  '@media': { [media.tablet]: { paddingInline: vars.space['6'] } },
});

// On a phone the buttons sit above the dots, so all 18 dots fit in one row of a 390 px screen.
export const controls = style({
  gridArea: '2 / 1',
  zIndex: 2,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  padding: `0 ${vars.space['4']} ${vars.space['4']}`,
  '@media': {
    [media.tablet]: { flexDirection: 'row', gap: vars.space['3'] },
  },
});

export const buttons = style({ display: 'flex', gap: vars.space['2'] });

/**
 * The phone's dots: 18 px targets, 19 px apart (18 x 24 px would need 432 px). Scoped under the controls so
 * they win over the shared carousel styles whatever order the stylesheets load in.
 */
export const dots = style({
  selectors: { [`${controls} &`]: { flexWrap: 'nowrap', gap: '1px' } },
  '@media': { [media.tablet]: { selectors: { [`${controls} &`]: { gap: vars.space['1'] } } } },
});

export const dot = style({
  selectors: {
    [`${dots} &`]: { width: '1.125rem', height: '1.125rem' },
  },
  '@media': {
    [media.tablet]: { selectors: { [`${dots} &`]: { width: '1.5rem', height: '1.5rem' } } },
  },
});

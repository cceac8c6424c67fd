import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const hero = style({
  position: 'relative',
  minHeight: 'min(88vh, 46rem)',
  display: 'grid',
  overflow: 'hidden',
  background: vars.color.steel,
  color: vars.color.onSteel,
  touchAction: 'pan-y',
});

export const slide = style({
  gridArea: '1 / 1',
  opacity: 0,
  transition: `opacity ${vars.duration.slow} ease-in-out`,
  selectors: { '&[data-current]': { opacity: 1 } },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

/** Darkens the photo behind the text so white copy stays readable on any slide. */
export const scrim = style({
  gridArea: '1 / 1',
  background: 'linear-gradient(90deg, rgb(20 32 43 / 0.86) 0%, rgb(20 32 43 / 0.6) 55%, rgb(20 32 43 / 0.25) 100%)',
});

export const content = style({
  gridArea: '1 / 1',
  alignSelf: 'center',
  zIndex: 1,
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  padding: `${vars.space['8']} ${vars.space['4']} ${vars.space['9']}`,
  '@media': { [media.tablet]: { paddingInline: vars.space['6'] } },
});

// On a phone the chat button sits at the bottom right over the hero: the controls stay above it, the
// buttons above the dots, so all 18 dots fit in one row of a 390 px screen.
export const controls = style({
  position: 'absolute',
  zIndex: 2,
  insetInline: 0,
  bottom: `calc(3.25rem + 2 * ${vars.space['4']})`,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  padding: `0 ${vars.space['4']}`,
  '@media': {
    [media.tablet]: { flexDirection: 'row', gap: vars.space['3'], bottom: vars.space['4'] },
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

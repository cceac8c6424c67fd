import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { bareList, columnList, focusRing, linedSurface, spacedRow, stack } from '../../../theme/fragments';
import { media } from '../../../theme/tokens';

export const header = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: vars.zIndex.header,
  height: vars.size.headerHeight,
  background: 'rgb(255 255 255 / 0.96)',
  borderBottom: `1px solid ${vars.color.line}`,
  backdropFilter: 'saturate(1.4) blur(8px)',
});

export const bar = style({
  ...spacedRow('4'),
  height: '100%',
  maxWidth: '90rem',
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  '@media': { [media.tablet]: { paddingInline: vars.space['6'] } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.ink,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.heavy,
  fontSize: vars.fontSize.lg,
  letterSpacing: '-0.01em',
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing() },
});

export const mark = style({ width: '2.25rem', height: '2.25rem', flexShrink: 0 });

// From laptop widths (1024 px) the bar shows as many of the first links as fit in one row; the menu button
// offers every link at every width (fifteen never fit in one row beside the brand).
export const desktopNav = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'flex', alignItems: 'center', gap: vars.space['1'] } },
});

/** From which width a link of the bar shows (the first ones from the laptop width on; the rest never). */
export const shownFrom = styleVariants({
  desktop: {},
  wide: { display: 'none', '@media': { [media.wide]: { display: 'list-item' } } },
  full: { display: 'none', '@media': { [media.full]: { display: 'list-item' } } },
  never: { display: 'none' },
});

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  ...bareList,
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: '2.5rem',
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.md,
  color: vars.color.ink,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.brand, boxShadow: `inset 0 -2px 0 ${vars.color.brand}` },
    '&:focus-visible': focusRing(),
  },
  // Only where a pointer hovers: a tap on a phone leaves no hover behind.
  '@media': {
    '(hover: hover)': { selectors: { '&:hover': { background: vars.color.brandSoft, color: vars.color.brand } } },
  },
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const menuButton = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  ...linedSurface('md'),
  color: vars.color.ink,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing() },
});

export const getStartedWide = style({ display: 'none', '@media': { [media.tablet]: { display: 'inline-flex' } } });

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  background: 'rgb(20 32 43 / 0.5)',
});

export const drawer = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  width: 'min(22rem, 88vw)',
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  overflowY: 'auto',
  animation: `${slideIn} ${vars.duration.normal} ease-out`,
  outline: 'none',
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const drawerDialog = style({
  ...stack('4'),
  padding: vars.space['4'],
  outline: 'none',
});
export const drawerTop = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });
export const drawerTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const drawerList = style(columnList('1'));
export const drawerLink = style([navLink, { width: '100%', minHeight: '2.75rem', fontSize: vars.fontSize.md }]);

/** Invisible until focused: the first Tab on any page offers to jump past the navigation. */
export const skipLink = style({
  position: 'absolute',
  left: vars.space['3'],
  top: vars.space['3'],
  zIndex: 1,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.semibold,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none', ...focusRing() } },
});

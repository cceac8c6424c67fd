import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { focusRing } from './fragments';
import { media } from './tokens';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('*', { margin: 0 });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  // Anchored sections land below the fixed header.
  scrollPaddingTop: vars.size.headerHeight,
});

globalStyle('body', {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.ink,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
});

globalStyle('img, picture, svg, video', { display: 'block', maxWidth: '100%' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('p, h1, h2, h3, h4, h5, h6', { overflowWrap: 'break-word' });
globalStyle('h1, h2, h3, h4, h5, h6', { fontFamily: vars.font.heading, lineHeight: vars.lineHeight.tight });

globalStyle(':focus-visible', focusRing());

globalStyle('html:focus-within', {
  '@media': { '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' } },
});

// One switch for every transition and animation of the site (WCAG 2.3.3).
globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

// Lists marked role="list" are layout lists: no bullets or indent (the role keeps Safari announcing them).
globalStyle("ul[role='list'], ol[role='list']", { listStyle: 'none', padding: 0, margin: 0 });

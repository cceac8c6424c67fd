/**
 * Raw design tokens: the only place a colour, size or duration is written down. Components never read
 * these directly; they read `vars` (the theme contract), so a second theme is one `createTheme` away.
 */
export const tokens = {
  color: {
    // Pacific blue: brand, links, primary actions.
    brand: '#0b4f8a',
    brandStrong: '#083a66',
    brandSoft: '#e6eff8',
    onBrand: '#ffffff',
    // Steel: text and structure.
    ink: '#14202b',
    inkMuted: '#4a5866',
    line: '#c9d2db',
    lineStrong: '#768696',
    surface: '#ffffff',
    surfaceRaised: '#f4f6f8',
    surfaceSunken: '#e9edf1',
    steel: '#25313d',
    onSteel: '#f4f6f8',
    // Timber: warm accent for highlights and secondary actions.
    timber: '#8a4b14',
    timberSoft: '#f6ece1',
    onTimber: '#ffffff',
    // Feedback.
    danger: '#b42318',
    dangerSoft: '#fdecea',
    onDanger: '#ffffff',
    success: '#1d6b3a',
    successSoft: '#e7f4ec',
    warning: '#8a5a00',
    warningSoft: '#fff4d6',
    focus: '#1a73d9',
  },
  font: {
    body: '"Inter Variable", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    heading: '"Inter Variable", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700', heavy: '800' },
  // A 1.25 scale from a 16 px body, in rem so browser text-size settings are honoured.
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.375rem',
    '5xl': '3rem',
  },
  lineHeight: { tight: '1.15', snug: '1.3', normal: '1.55' },
  space: {
    none: '0',
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.5rem',
    '6': '2rem',
    '7': '3rem',
    '8': '4rem',
    '9': '6rem',
  },
  radius: { none: '0', sm: '4px', md: '8px', lg: '12px', full: '9999px' },
  shadow: {
    sm: '0 1px 2px rgb(20 32 43 / 0.08)',
    md: '0 4px 12px rgb(20 32 43 / 0.12)',
    lg: '0 12px 32px rgb(20 32 43 / 0.18)',
  },
  zIndex: { base: '0', raised: '10', header: '100', overlay: '200', modal: '300', toast: '400' },
  duration: { fast: '120ms', normal: '200ms', slow: '400ms' },
  size: {
    headerHeight: '80px',
    dockHeight: '3.75rem',
    toastMaxWidth: '420px',
    dialogMaxWidth: '42rem',
    contentMaxWidth: '75rem',
  },
} as const;

/** Breakpoints are media queries, not themeable values, so they stay outside the contract. */
export const breakpoints = { tablet: 768, desktop: 1024, wide: 1280, full: 1536 } as const;

/** The one reduced-motion query: CSS reads it through `media`, scripts import it alone (it is all they need). */
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  full: `screen and (min-width: ${breakpoints.full}px)`,
  reducedMotion: reducedMotionQuery,
} as const;

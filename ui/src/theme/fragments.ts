import { vars } from './contract.css';

/**
 * Style pieces that several widgets share word for word, spread into their `style({...})` calls so one
 * change reaches them all. Only for declarations that are the same by intent, not by chance.
 */

type Space = keyof typeof vars.space;
type Colour = keyof typeof vars.color;

/** A list used for layout: no bullets, indent or outer margin. */
export const bareList = { margin: 0, padding: 0, listStyle: 'none' } as const;

/** Children in one column, `gap` apart: the layout of most panels, cards and forms. */
export const stack = (gap: Space) => ({ display: 'flex', flexDirection: 'column', gap: vars.space[gap] }) as const;

/**
 * A row with its first and last child at the two ends (headers, triggers, options), centred across unless a
 * header's title may wrap: then `'flex-start'` keeps the end piece level with its first line.
 */
export const spacedRow = (gap: Space, alignItems: 'center' | 'flex-start' = 'center') =>
  ({ display: 'flex', alignItems, justifyContent: 'space-between', gap: vars.space[gap] }) as const;

/** The hairline frame round a card, list row, bar, panel or table, with its corner radius. */
export const hairlineFrame = (radius: 'md' | 'lg') =>
  ({ border: `1px solid ${vars.color.line}`, borderRadius: vars.radius[radius] }) as const;

/** A framed surface: the hairline frame round the surface colour, or the raised one (bars, board columns). */
export const linedSurface = (radius: 'md' | 'lg', background: 'surface' | 'surfaceRaised' = 'surface') =>
  ({ ...hairlineFrame(radius), background: vars.color[background] }) as const;

/**
 * A panel framed in one colour, to be noticed: a 2 px border round its ground, padded, with large corners (a new
 * NDA code, the recovery codes, an undelivered lead, the confidential gallery's warning).
 */
export const borderedPanel = (border: Colour, background: Colour) =>
  ({
    padding: vars.space['4'],
    border: `2px solid ${vars.color[border]}`,
    borderRadius: vars.radius.lg,
    background: vars.color[background],
  }) as const;

/** A wide table's frame: on a phone the table scrolls inside it instead of widening the page. */
export const scrollFrame = { width: '100%', overflowX: 'auto', ...hairlineFrame('md') } as const;

/** Children in a row that wraps onto more lines where the width runs out (actions, tags, filters, meta lines). */
export const wrappingRow = (gap: Space, alignItems?: 'center' | 'flex-start' | 'flex-end') =>
  ({ display: 'flex', flexWrap: 'wrap', ...(alignItems ? { alignItems } : {}), gap: vars.space[gap] }) as const;

/** A square, borderless 2.5rem button around one icon (close, previous, next). Each sets its own colour. */
export const plainIconButton = {
  display: 'grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  cursor: 'pointer',
} as const;

/** Children in one column, `gap` apart, centred both ways: a message over a game board, the 404 page. */
export const centredStack = (gap: Space) =>
  ({ ...stack(gap), alignItems: 'center', justifyContent: 'center', textAlign: 'center' }) as const;

/** A figure shown value first: its label comes first in the markup (a `dt`), the value stands above it. */
export const valueAbove = { display: 'flex', flexDirection: 'column-reverse' } as const;

/**
 * The small muted caption that names what stands beside it: a figure's label (the game's score, the calculator's
 * breakdown), a calendar's weekdays.
 */
export const smallCaption = {
  fontSize: vars.fontSize.xs,
  color: vars.color.inkMuted,
  fontWeight: vars.fontWeight.semibold,
} as const;

/** A title its component draws itself (a column's, a list item's, a notice's): no margin, semibold, at its size. */
export const plainTitle = (fontSize: keyof typeof vars.fontSize) =>
  ({ margin: 0, fontSize: vars.fontSize[fontSize], fontWeight: vars.fontWeight.semibold }) as const;

/** A figure's number: no margin, and digits of one width so a changing count does not jiggle. */
export const figureNumber = (fontSize: keyof typeof vars.fontSize, fontWeight: keyof typeof vars.fontWeight) =>
  ({
    margin: 0,
    fontSize: vars.fontSize[fontSize],
    fontWeight: vars.fontWeight[fontWeight],
    fontVariantNumeric: 'tabular-nums',
  }) as const;

/** A bare list whose items stand in one column, `gap` apart. */
export const columnList = (gap: Space) => ({ ...stack(gap), ...bareList }) as const;

/** The frame of a text control (fields, selects, the chat's message box): 44 px tall, padded, on the surface. */
export const controlFrame = {
  minHeight: '2.75rem',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.lineStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
} as const;

/** A data table: full width, collapsed borders, small type (the Table component, the staff lead table). */
export const dataTable = { width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm } as const;

/** A data table's header cell: the raised band over the rows, its label on one line. */
export const tableHeaderCell = (paddingInline: Space) =>
  ({
    padding: `${vars.space['2']} ${vars.space[paddingInline]}`,
    background: vars.color.surfaceRaised,
    borderBottom: `1px solid ${vars.color.line}`,
    textAlign: 'start',
    fontWeight: vars.fontWeight.semibold,
    whiteSpace: 'nowrap',
  }) as const;

/**
 * The keyboard focus ring of the theme, the only one: every `:focus-visible` outline is this fragment
 * (ui/src/theme/focus-ring.test.ts). It is drawn clear of the control, or `inside` it where the space around
 * is clipped or taken (a tab in its bar); on the brand colour it is drawn in the colour written on it.
 */
export const focusRing = (placement: 'around' | 'inside' = 'around', color: 'focus' | 'onBrand' = 'focus') =>
  ({ outline: `3px solid ${vars.color[color]}`, outlineOffset: placement === 'around' ? '2px' : '-3px' }) as const;

/** The full-width header button of a disclosure card (service and staff cards): text on the card itself. */
export const cardTrigger = {
  display: 'flex',
  gap: vars.space['3'],
  width: '100%',
  border: 'none',
  borderRadius: vars.radius.lg,
  background: 'transparent',
  color: vars.color.ink,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing() },
} as const;

/** The quieter second line under a card's title. */
export const cardSubtitle = {
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.inkMuted,
} as const;

/** A panel docked to the bottom edge of a phone screen, above the page (toasts, the undelivered-lead notice). */
export const bottomDock = {
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  insetInline: vars.space['4'],
  bottom: vars.space['4'],
  display: 'flex',
  flexDirection: 'column',
} as const;

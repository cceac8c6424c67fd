import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { columnList, linedSurface, stack, wrappingRow } from '../../theme/fragments';

/** Pieces the admin widgets share: cards, label/value lists, status lines, empty and error notes. */
export const card = style({
  ...stack('3'),
  padding: vars.space['4'],
  ...linedSurface('lg'),
  boxShadow: vars.shadow.sm,
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, max-content) 1fr',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(9rem, max-content) 1fr' } },
});
export const term = style({ color: vars.color.inkMuted, fontWeight: vars.fontWeight.medium });
export const definition = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' });

export const note = style({
  padding: vars.space['4'],
  border: `1px dashed ${vars.color.line}`,
  borderRadius: vars.radius.md,
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
});
export const errorNote = style({
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const list = style(columnList('4'));

export const actions = style(wrappingRow('2', 'center'));
export const dialogActions = style({
  ...wrappingRow('2'),
  justifyContent: 'flex-end',
  paddingTop: vars.space['2'],
});
/** A term and its value wrapped together (a `<div>` inside the `<dl>`), in the same two columns. */
export const fieldRow = style({ display: 'contents' });
/** A secondary line under a name: owner, status, day, badges, wrapping as needed. */
export const metaLine = style({
  ...wrappingRow('1', 'center'),
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
});

/** One item of a staff list with its actions at the end (an NDA code, a signed-in device). */
export const listRow = style({
  ...wrappingRow('3', 'center'),
  padding: vars.space['3'],
  ...linedSurface('md'),
});
export const listRowText = style({ display: 'flex', flexDirection: 'column', flex: '1 1 14rem', minWidth: 0 });
export const listRowName = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const listRowMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

/** Why a control is disabled for the member's role, beside it (ui/src/widgets/staff/role-note.tsx). */
export const roleNote = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

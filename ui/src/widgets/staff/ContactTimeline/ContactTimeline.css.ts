import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { bareList, columnList, plainTitle, stack, wrappingRow } from '../../../theme/fragments';
import { media } from '../../../theme/tokens';

export const root = style({ ...stack('6'), minWidth: 0 });
export const section = style(stack('3'));
export const sectionTitle = style(plainTitle('lg'));

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  ...bareList,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const titleLine = style(wrappingRow('2', 'center'));
export const submissionTitle = style(plainTitle('md'));
export const actions = style(wrappingRow('3', 'center'));
export const confirm = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const timeline = style(columnList('3'));
export const event = style({
  paddingLeft: vars.space['4'],
  borderLeft: `2px solid ${vars.color.line}`,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
export const eventLine = style({ margin: 0 });
export const muted = style({ color: vars.color.inkMuted });

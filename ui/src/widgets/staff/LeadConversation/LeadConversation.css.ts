import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { columnList, spacedRow, stack } from '../../../theme/fragments';

export const thread = style(columnList('3'));
export const message = style({
  ...stack('2'),
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.line}`,
  minWidth: 0,
  selectors: {
    '&[data-direction="outbound"]': { background: vars.color.brandSoft, marginLeft: vars.space['6'] },
    '&[data-direction="inbound"]': { background: vars.color.surfaceRaised, marginRight: vars.space['6'] },
  },
});
export const header = style({ ...spacedRow('2'), flexWrap: 'wrap' });
export const line = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const subject = style({ margin: 0, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
/** An answer is shown as the text it is: line breaks kept, never markup. */
export const body = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const details = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
export const attachments = style([details, { ...stack('1'), padding: 0, listStyle: 'none' }]);
/** The clip, then the name and what became of the file, on one line that wraps under itself. */
export const attachment = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space['1'],
  overflowWrap: 'anywhere',
});

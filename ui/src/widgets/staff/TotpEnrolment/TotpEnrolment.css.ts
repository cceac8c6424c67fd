import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { media } from '../../../theme/tokens';
import { borderedPanel, stack } from '../../../theme/fragments';

export const enrolment = style(stack('5'));
export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  ...stack('2'),
});
export const setup = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['4'],
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'center' } },
});
/** A QR code is read against white whatever the theme: scanners need dark modules on light. */
export const qr = style({
  flex: 'none',
  width: '12rem',
  height: '12rem',
  padding: vars.space['2'],
  background: '#ffffff',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
});
export const keyBlock = style({ ...stack('1'), minWidth: 0 });
export const keyLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
export const key = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  overflowWrap: 'anywhere',
});
export const codes = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: `${vars.space['2']} ${vars.space['6']}`,
  margin: 0,
  ...borderedPanel('success', 'successSoft'),
  listStyle: 'none',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  overflowWrap: 'anywhere',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, max-content)' } },
});

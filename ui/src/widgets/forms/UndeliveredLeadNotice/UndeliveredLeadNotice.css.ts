import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { borderedPanel, bottomDock, plainTitle, wrappingRow } from '../../../theme/fragments';
import { media } from '../../../theme/tokens';

// Bottom left, clear of the toasts (bottom right) and above the page: it waits until the visitor answers.
export const notice = style({
  ...bottomDock,
  gap: vars.space['3'],
  maxHeight: '70vh',
  overflowY: 'auto',
  ...borderedPanel('danger', 'surface'),
  color: vars.color.ink,
  boxShadow: vars.shadow.lg,
  '@media': {
    [media.tablet]: { insetInline: 'auto', left: vars.space['5'], bottom: vars.space['5'], width: '26rem' },
  },
});

export const title = style(plainTitle('md'));

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const term = style({ fontWeight: vars.fontWeight.semibold });

export const detail = style({ margin: 0, whiteSpace: 'pre-wrap' });

export const actions = style(wrappingRow('3', 'center'));

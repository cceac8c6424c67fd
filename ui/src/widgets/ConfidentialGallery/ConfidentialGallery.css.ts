import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const portal = style({ display: 'grid', gap: vars.space['5'] });

export const title = style({ display: 'grid', gap: vars.space['2'], justifyItems: 'start' });

export const message = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '12rem',
  justifyContent: 'center',
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  color: vars.color.ink,
});

export const overview = style({ display: 'grid', gap: vars.space['4'] });

export const facts = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
});

export const fact = style({
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const factLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.semibold, color: vars.color.ink });

export const notice = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'flex-start',
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
});

export const noticeTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });

import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { borderedPanel } from '../../../theme/fragments';

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

export const notice = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'flex-start',
  ...borderedPanel('danger', 'dangerSoft'),
  color: vars.color.danger,
});

export const noticeTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });

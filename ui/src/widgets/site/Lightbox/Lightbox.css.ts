import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { spacedRow } from '../../../theme/fragments';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  background: 'rgb(10 16 22 / 0.94)',
});

export const modal = style({ width: '100%', height: '100%', outline: 'none' });

export const dialog = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  width: '100%',
  height: '100%',
  padding: vars.space['3'],
  gap: vars.space['3'],
  color: vars.color.onSteel,
  outline: 'none',
});

export const top = style({
  ...spacedRow('3'),
});
export const counter = style({ fontVariantNumeric: 'tabular-nums', fontSize: vars.fontSize.sm });

export const stage = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  minHeight: 0,
  touchAction: 'pan-y',
});
export const image = style({ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', borderRadius: vars.radius.md });

export const previous = style({ position: 'absolute', left: 0, top: '50%', transform: 'translateY(-50%)' });
export const next = style({ position: 'absolute', right: 0, top: '50%', transform: 'translateY(-50%)' });

export const caption = style({ textAlign: 'center', maxWidth: '48rem', marginInline: 'auto' });
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const description = style({ margin: 0, fontSize: vars.fontSize.sm, opacity: 0.9 });

import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { stack } from '../../../theme/fragments';

export const carouselRoot = style(stack('3'));
export const stage = style({ position: 'relative', touchAction: 'pan-y' });
export const bar = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: vars.space['3'] });

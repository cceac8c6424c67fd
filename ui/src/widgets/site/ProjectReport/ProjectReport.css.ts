import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const photo = style({ display: 'grid', gap: vars.space['2'], margin: 0 });

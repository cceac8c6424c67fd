import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const agreement = style({ display: 'grid', gap: vars.space['1'] });

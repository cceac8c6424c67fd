import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const layout = style({ display: 'grid', gap: vars.space['5'], maxWidth: '56rem' });

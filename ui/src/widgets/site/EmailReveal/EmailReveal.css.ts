import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const reveal = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });
export const address = style({ fontWeight: vars.fontWeight.semibold, color: 'inherit' });

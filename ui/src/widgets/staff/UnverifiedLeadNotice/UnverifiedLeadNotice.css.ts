import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const notice = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const text = style({ margin: 0 });

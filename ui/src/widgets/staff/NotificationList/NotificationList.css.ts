import { style } from '@vanilla-extract/css';
import { spacedRow } from '../../../theme/fragments';
import * as shared from '../staff.css';

export const item = style([shared.card]);
export const header = style({ ...spacedRow('2'), flexWrap: 'wrap' });

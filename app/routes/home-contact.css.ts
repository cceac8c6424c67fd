import { style } from '@vanilla-extract/css';

export const logo = style({ width: '3.5rem', height: '3.5rem', flexShrink: 0 });

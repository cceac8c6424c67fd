import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const separator = style({
  border: 'none',
  background: vars.color.line,
  selectors: {
    '&[aria-orientation="vertical"]': { width: '1px', alignSelf: 'stretch' },
    '&:not([aria-orientation="vertical"])': { height: '1px', width: '100%' },
  },
});

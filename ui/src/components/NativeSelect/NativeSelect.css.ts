import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control } from '../Field/Field.css';

/** The chevron sits over the select's right edge; clicks pass through it to the select. */
export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const select = style([
  control,
  {
    appearance: 'none',
    paddingInlineEnd: `calc(${vars.space['3']} + 1.5rem)`,
    cursor: 'pointer',
    textOverflow: 'ellipsis',
    selectors: {
      // While nothing is chosen the placeholder option shows, in the placeholder colour.
      '&:has(option[value=""]:checked)': { color: vars.color.inkMuted },
    },
  },
]);

export const option = style({ color: vars.color.ink });

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space['3'],
  display: 'flex',
  pointerEvents: 'none',
  color: vars.color.ink,
});

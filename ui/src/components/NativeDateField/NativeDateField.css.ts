import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control } from '../Field/Field.css';

export const input = style([
  control,
  {
    fontVariantNumeric: 'tabular-nums',
    selectors: {
      '&:hover': { borderColor: vars.color.ink },
      '&:focus-visible': {
        outline: 'none',
        borderColor: vars.color.focus,
        boxShadow: `0 0 0 3px ${vars.color.brandSoft}`,
      },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
      '&[aria-invalid="true"]:focus-visible': { boxShadow: `0 0 0 3px ${vars.color.dangerSoft}` },
      '&:disabled': { background: vars.color.surfaceSunken, color: vars.color.inkMuted, cursor: 'not-allowed' },
    },
  },
]);

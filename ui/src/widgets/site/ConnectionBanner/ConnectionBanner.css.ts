import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';

export const banner = recipe({
  base: {
    position: 'fixed',
    insetInline: 0,
    // Under the fixed header and never in the way: it has nothing to press, so clicks go through it.
    top: vars.size.headerHeight,
    pointerEvents: 'none',
    zIndex: vars.zIndex.toast,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    padding: `${vars.space['2']} ${vars.space['4']}`,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    textAlign: 'center',
  },
  variants: {
    status: {
      offline: { background: vars.color.danger, color: vars.color.onDanger },
      slow: {
        background: vars.color.warningSoft,
        color: vars.color.warning,
        borderBottom: `1px solid ${vars.color.warning}`,
      },
      fast: { background: vars.color.successSoft, color: vars.color.success },
    },
  },
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { bareList, cardSubtitle, cardTrigger, linedSurface, wrappingRow } from '../../../theme/fragments';

export const card = style({
  ...linedSurface('lg'),
  boxShadow: vars.shadow.sm,
  selectors: { '&:has([aria-controls][aria-expanded="true"])': { borderColor: vars.color.brand } },
});

export const trigger = style({ ...cardTrigger, alignItems: 'center', padding: vars.space['4'] });

export const who = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });
export const name = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const title = style(cardSubtitle);
// A closed panel keeps its box (hidden="until-found"): padding only when open.
export const panel = style({
  flexDirection: 'column',
  gap: vars.space['3'],
  selectors: {
    [`${card}:has([aria-controls][aria-expanded="true"]) &`]: {
      display: 'flex',
      padding: `0 ${vars.space['4']} ${vars.space['4']}`,
    },
  },
});
export const tags = style({
  ...wrappingRow('1'),
  ...bareList,
});

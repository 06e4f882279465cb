import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { MOBILE_QUERY, vars } from './theme.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const title = style({
  margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold, color: vars.color.text,
  paddingBottom: vars.space.xs, borderBottom: `1px solid ${vars.color.border}`,
});

export const description = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const grid = recipe({
  base: {
    display: 'grid', gap: `${vars.space.lg} ${vars.space.xl}`, alignItems: 'start',
    '@media': { [MOBILE_QUERY]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  },
  variants: {
    columns: {
      1: { gridTemplateColumns: 'minmax(0, 1fr)' },
      2: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      3: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    },
  },
  defaultVariants: { columns: 2 },
});

export const fullWidth = style({ gridColumn: '1 / -1', minWidth: 0 });

import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css';

export const card = style({
  display: 'flex', flexDirection: 'column', minWidth: 0, background: vars.color.surface,
  border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg, boxShadow: vars.shadow.sm,
});

export const header = style({
  display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`, borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });

export const actions = style({ display: 'flex', gap: vars.space.sm });

export const body = recipe({
  base: { minWidth: 0 },
  variants: {
    padding: { none: { padding: 0 }, md: { padding: vars.space.lg }, lg: { padding: vars.space.xl } },
  },
  defaultVariants: { padding: 'md' },
});

export const footer = style({
  padding: `${vars.space.md} ${vars.space.lg}`, borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.background, borderEndStartRadius: vars.radius.lg, borderEndEndRadius: vars.radius.lg,
});

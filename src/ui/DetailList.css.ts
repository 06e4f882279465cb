import { style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css';

/** Where the fitted list gives up its two columns for one. */
const NARROW_QUERY = 'screen and (max-width: 480px)';

export const list = recipe({
  base: { margin: 0 },
  variants: {
    layout: {
      /** Terms as wide as the widest, values beside them. */
      grid: { display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: `${vars.space.sm} ${vars.space.lg}` },
      /** Terms take at most 40% of the row; one column on a narrow screen. */
      fitted: {
        display: 'grid', gridTemplateColumns: 'fit-content(40%) minmax(0, 1fr)', gap: `${vars.space.sm} ${vars.space.lg}`,
        '@media': { [NARROW_QUERY]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: vars.space.xxs } },
      },
      /** A few pairs on one wrapping line. */
      inline: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: `${vars.space.sm} ${vars.space.xl}` },
    },
  },
  defaultVariants: { layout: 'grid' },
});

export const row = styleVariants({
  grid: { display: 'contents' },
  fitted: { display: 'contents' },
  inline: { display: 'flex', alignItems: 'baseline', gap: vars.space.sm, minWidth: 0 },
});

export const term = styleVariants({
  grid: { color: vars.color.textMuted, fontWeight: vars.font.weightMedium },
  fitted: {
    color: vars.color.textMuted, fontWeight: vars.font.weightMedium,
    '@media': { [NARROW_QUERY]: { marginTop: vars.space.xs } },
  },
  inline: { color: vars.color.textMuted, fontWeight: vars.font.weightMedium },
});

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

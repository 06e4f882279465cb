import { style } from '@vanilla-extract/css';
import { MOBILE_QUERY, vars } from '../../ui/theme.css';

export const policy = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });
export const error = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.danger });

export const tiers = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** One tier: days and fee side by side, the remove button level with the inputs; stacked on a phone. */
export const tier = style({
  display: 'grid', gridTemplateColumns: 'minmax(0, 14rem) minmax(0, 12rem) auto', gap: vars.space.md, alignItems: 'start',
  '@media': { [MOBILE_QUERY]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});
export const remove = style({
  // Level with the inputs, below their labels.
  paddingTop: '1.6rem',
  '@media': { [MOBILE_QUERY]: { paddingTop: 0, gridColumn: '1 / -1' } },
});

/** The policy read back in words. */
export const summary = style({
  margin: 0, paddingInlineStart: vars.space.lg, color: vars.color.textMuted, fontSize: vars.font.sizeSm,
  display: 'flex', flexDirection: 'column', gap: vars.space.xs,
});

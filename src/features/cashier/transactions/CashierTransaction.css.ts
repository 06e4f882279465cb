import { style } from '@vanilla-extract/css';
import { MOBILE_QUERY, vars } from '../../../ui/theme.css';

/** Reservations on the left, payments and totals on the right; one column at 760px and below. */
export const layout = style({
  display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: vars.space.lg, alignItems: 'start',
  '@media': { [MOBILE_QUERY]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const searchRow = style({
  display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: vars.space.sm, alignItems: 'end',
});
export const list = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });
export const row = style({
  display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm,
  padding: `${vars.space.sm} 0`, borderBottom: `1px solid ${vars.color.border}`, minWidth: 0,
});
export const rowText = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0, flex: '1 1 200px' });
export const strong = style({ fontWeight: vars.font.weightMedium, overflowWrap: 'anywhere' });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });
/** A cart line: what it is, the amount field and remove; stacked at 760px and below. */
export const cartLine = style({
  display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(140px, 200px) auto', gap: vars.space.md, alignItems: 'start',
  padding: `${vars.space.sm} 0`, borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [MOBILE_QUERY]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const lineAction = style({ paddingTop: '22px', '@media': { [MOBILE_QUERY]: { paddingTop: 0 } } });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const pair = style({
  display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md,
});
export const totals = style({ display: 'grid', gridTemplateColumns: 'auto auto', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weightMedium });
export const change = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weightBold, color: vars.color.accentStrong });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.sizeSm });
export const headerLink = style({
  padding: `${vars.space.xs} ${vars.space.sm}`, color: vars.color.brandStrong, fontWeight: vars.font.weightMedium,
  textDecoration: 'none', borderRadius: vars.radius.pill, ':hover': { background: vars.color.brandSoft },
});
/** A payment line the server refused (a declined card): marked in place, its reason under it. */
export const rowRefused = style([row, {
  background: vars.color.dangerSoft, borderLeft: `3px solid ${vars.color.danger}`, paddingInline: vars.space.sm,
}]);

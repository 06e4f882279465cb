import { style } from '@vanilla-extract/css';
import { MOBILE_QUERY, vars } from '../../../ui/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const counter = style({ fontWeight: vars.font.weightBold, color: vars.color.text });
export const full = style({ color: vars.color.danger });
// Row buttons stay on one line; on narrow screens the table scrolls sideways instead of stacking them.
export const rowActions = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'nowrap' });
export const fields = style({
  display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.md,
  '@media': { [MOBILE_QUERY]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const toolbar = style({
  display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap',
  '@media': { [MOBILE_QUERY]: { alignItems: 'stretch', flexDirection: 'column' } },
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, margin: 0 });
export const problems = style({ color: vars.color.danger, fontSize: vars.font.sizeSm });
export const ok = style({ color: vars.color.accentStrong, fontSize: vars.font.sizeSm });
export const alert = style({
  margin: 0, padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md,
  background: vars.color.dangerSoft, color: vars.color.danger,
});
export const history = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const historyEntry = style({
  display: 'flex', justifyContent: 'space-between', gap: vars.space.md, alignItems: 'start',
  paddingBottom: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`,
});
export const historyText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, overflowWrap: 'anywhere' });
export const stacked = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

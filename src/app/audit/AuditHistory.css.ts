import { style } from '@vanilla-extract/css';
import { MOBILE_QUERY, vars } from '../../ui/theme.css';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const filters = style({
  display: 'grid', gridTemplateColumns: 'minmax(140px, 1fr) minmax(140px, 1fr) minmax(220px, 2fr)', gap: vars.space.md,
  alignItems: 'end',
  '@media': { [MOBILE_QUERY]: { gridTemplateColumns: '1fr' } },
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const entry = style({
  border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md,
  display: 'flex', flexDirection: 'column', gap: vars.space.sm, background: vars.color.surface, minWidth: 0,
});
export const entryHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm });
export const operation = style({
  fontWeight: vars.font.weightBold, color: vars.color.brand, fontSize: vars.font.sizeSm,
  background: vars.color.brandSoft, borderRadius: vars.radius.pill, padding: `${vars.space.xxs} ${vars.space.sm}`,
});
export const denied = style({ color: vars.color.danger, background: vars.color.dangerSoft });
export const part = style({ fontWeight: vars.font.weightMedium });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
export const tableWrap = style({ overflowX: 'auto', minWidth: 0 });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.sizeSm });
export const th = style({
  textAlign: 'start', padding: `${vars.space.xxs} ${vars.space.sm}`, color: vars.color.textMuted,
  fontWeight: vars.font.weightMedium, borderBottom: `1px solid ${vars.color.border}`,
});
export const td = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top',
  overflowWrap: 'anywhere',
});
export const oldValue = style({ color: vars.color.textMuted, textDecoration: 'line-through', textDecorationColor: vars.color.borderStrong });
export const arrow = style({ color: vars.color.textMuted, padding: `0 ${vars.space.xs}` });
export const newValue = style({ color: vars.color.text, fontWeight: vars.font.weightMedium });
export const more = style({ display: 'flex', justifyContent: 'center' });
export const details = style({
  display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0, fontSize: vars.font.sizeSm,
});
export const detail = style({ display: 'flex', gap: vars.space.xs });
export const detailTerm = style({ color: vars.color.textMuted });
export const detailValue = style({ margin: 0, overflowWrap: 'anywhere' });
export const rowHeader = style([td, { textAlign: 'start', fontWeight: vars.font.weightMedium, whiteSpace: 'nowrap' }]);

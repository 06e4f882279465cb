import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const heading = style({ margin: 0, fontSize: vars.font.sizeMd });
export const tableWrap = style({ overflowX: 'auto', minWidth: 0 });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.sizeSm });
export const th = style({
  textAlign: 'start', padding: `${vars.space.xs} ${vars.space.sm}`, color: vars.color.textMuted,
  fontWeight: vars.font.weightMedium, borderBottom: `1px solid ${vars.color.border}`, whiteSpace: 'nowrap',
});
export const td = style({ padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'middle' });
export const amount = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const reversal = style({ color: vars.color.textMuted });
export const note = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.font.sizeXs });
export const cellActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

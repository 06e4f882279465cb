import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const message = style({ margin: 0 });
export const status = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, margin: 0, color: vars.color.textMuted });
export const error = style({
  display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md, background: vars.color.dangerSoft,
  color: vars.color.danger, fontSize: vars.font.sizeSm,
});

/** The fees: one line per item, the total set apart below them. */
export const fees = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: vars.space.md,
  border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surface,
});
export const feeLine = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, alignItems: 'baseline' });
export const feeTotal = style([feeLine, {
  borderTop: `1px dashed ${vars.color.border}`, paddingTop: vars.space.xs, marginTop: vars.space.xs, fontWeight: vars.font.weightBold,
}]);
export const feeWhat = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const feeWhy = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
export const amount = style({ margin: 0, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', textAlign: 'end' });

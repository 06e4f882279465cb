import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const row = style({
  display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.sm,
  padding: `${vars.space.sm} 0`, borderBottom: `1px solid ${vars.color.border}`,
});
export const voided = style([row, { color: vars.color.textMuted }]);
export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const strong = style({ fontWeight: vars.font.weightMedium });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeXs });
export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontWeight: vars.font.weightMedium });
export const struck = style({ textDecoration: 'line-through' });
export const summary = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center', marginBottom: vars.space.sm });

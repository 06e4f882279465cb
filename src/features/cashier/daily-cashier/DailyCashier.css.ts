import { globalStyle, style } from '@vanilla-extract/css';
import { MOBILE_QUERY, vars } from '../../../ui/theme.css';

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const heading = style({ margin: 0, fontSize: vars.font.sizeLg });
export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** A float row: currency, amount, remove; stacked at 760px and below. */
export const line = style({
  display: 'grid', gridTemplateColumns: 'minmax(180px, 260px) minmax(140px, 220px) auto', gap: vars.space.md,
  alignItems: 'start',
  '@media': { [MOBILE_QUERY]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
/** Lines the button up with the inputs under their labels. */
export const lineAction = style({ paddingTop: '22px', '@media': { [MOBILE_QUERY]: { paddingTop: 0 } } });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.sizeSm });
export const th = style({
  textAlign: 'start', padding: `${vars.space.xs} ${vars.space.sm}`, color: vars.color.textMuted,
  fontWeight: vars.font.weightMedium, borderBottom: `1px solid ${vars.color.border}`,
});
export const td = style({ padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'middle' });
export const amount = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const shortage = style({ color: vars.color.danger, fontWeight: vars.font.weightBold });
export const overage = style({ color: vars.color.accentStrong, fontWeight: vars.font.weightBold });
export const tableWrap = style({ overflowX: 'auto', minWidth: 0 });
export const countInput = style({ maxWidth: '180px', marginInlineStart: 'auto' });
/**
 * The count box's label ("Counted Cash USD") names it for screen readers; on screen its column and row already say
 * it, and the label written out again was cut off on narrow screens.
 */
globalStyle(`${countInput} label`, {
  position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap', border: 0,
});
export const muted = style({ margin: 0, color: vars.color.textMuted });
/** The payment type heading each count row: reads as a plain cell. */
export const rowHeader = style({ textAlign: 'start', fontWeight: vars.font.weightMedium });
/** The note under the supplier payments line. */
export const caption = style({ captionSide: 'bottom', textAlign: 'start', paddingTop: vars.space.xs, color: vars.color.textMuted });

import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const facts = style({
  display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: vars.space.md, margin: 0,
});
export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
globalStyle(`${fact} dt`, { fontSize: vars.font.sizeXs, color: vars.color.textMuted });
globalStyle(`${fact} dd`, { margin: 0, overflowWrap: 'anywhere' });
/** The code in the data form: read as text (the server numbers it), aligned with the fields beside it. */
export const codeFact = style({ margin: 0, alignSelf: 'center' });
export const codePending = style({ fontStyle: 'italic', color: vars.color.textMuted });
export const codeHelp = style({ display: 'block', fontSize: vars.font.sizeXs, color: vars.color.textMuted });
/** The customer picker with its "New customer" action under it. */
export const customerPicker = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, alignItems: 'flex-start', minWidth: 0 });
globalStyle(`${customerPicker} > :first-child`, { alignSelf: 'stretch' });
export const formGrid = style({
  display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: vars.space.md, alignItems: 'start',
});
export const formActions = style({ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`, paddingBottom: vars.space.sm });
export const tab = style({ padding: `${vars.space.xs} ${vars.space.sm}`, color: vars.color.textMuted, textDecoration: 'none', borderRadius: vars.radius.pill });
export const tabActive = style([tab, { background: vars.color.brandSoft, color: vars.color.brandStrong, fontWeight: vars.font.weightBold }]);
export const banner = style({
  display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm,
  padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.dangerSoft, color: vars.color.danger,
});
export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, maxWidth: '180px' });
export const serviceCell = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeXs });
export const searchRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end' });
export const results = style({ listStyle: 'none', margin: `${vars.space.md} 0 0`, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const result = style({
  display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto auto auto', gap: vars.space.sm, alignItems: 'center',
  padding: vars.space.sm, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md,
  '@media': { 'screen and (max-width: 760px)': { gridTemplateColumns: '1fr', justifyItems: 'start' } },
});
export const remarkForm = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end', marginBottom: vars.space.lg });
export const remarks = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const remark = style({ borderLeft: `3px solid ${vars.color.border}`, paddingLeft: vars.space.sm, whiteSpace: 'pre-wrap' });
/** Both days of the range filter readable (the picker otherwise shrinks to the toolbar's leftover width). */
export const rangeFilter = style({ minWidth: '290px' });
/** The hand price of a service without a rate spans the result's row under it. */
export const manualPrice = style({
  gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end',
  paddingTop: vars.space.sm, borderTop: `1px dashed ${vars.color.border}`,
});

import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { MOBILE_QUERY, vars } from '../../../ui/theme.css';

/** The question above, the answers under it. */
export const layout = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const results = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0, transition: 'opacity 150ms' },
  variants: { busy: { true: { opacity: 0.55 }, false: {} } },
});

export const hint = style({
  margin: 0, padding: vars.space.lg, borderRadius: vars.radius.md, border: `1px dashed ${vars.color.borderStrong}`,
  color: vars.color.textMuted, textAlign: 'center',
});

/** Passenger counts: as many small fields as there are passenger types, wrapping. */
export const counts = style({
  display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: vars.space.md,
  '@media': { [MOBILE_QUERY]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const quoteHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });
export const quoteTitle = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const quoteName = style({ fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const noRate = style({
  margin: 0, padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md, background: vars.color.warningSoft,
  color: vars.color.warning, borderInlineStart: `3px solid ${vars.color.warning}`,
});

/** The price lines: a plain table, scrolling sideways on narrow screens rather than squeezing the amounts. */
export const tableScroller = style({ overflowX: 'auto', minWidth: 0 });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.sizeBody });
export const th = recipe({
  base: {
    padding: `${vars.space.sm} ${vars.space.md}`, borderBottom: `1px solid ${vars.color.border}`, color: vars.color.textMuted,
    fontSize: vars.font.sizeSm, fontWeight: vars.font.weightMedium, whiteSpace: 'nowrap', textAlign: 'start',
  },
  variants: { end: { true: { textAlign: 'end' }, false: {} } },
});
export const td = recipe({
  base: { padding: `${vars.space.sm} ${vars.space.md}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top', textAlign: 'start' },
  variants: {
    end: { true: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }, false: {} },
    total: { true: { fontWeight: vars.font.weightBold, borderBottom: 0, borderTop: `2px solid ${vars.color.border}` }, false: {} },
  },
});
export const rateCell = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, alignItems: 'flex-start' });
export const code = style({ fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace', fontSize: vars.font.sizeSm });
export const quoteBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const failure = style({
  display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap', margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md, background: vars.color.dangerSoft,
  color: vars.color.danger, borderInlineStart: `3px solid ${vars.color.danger}`,
});

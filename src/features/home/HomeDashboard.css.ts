import { keyframes, style } from '@vanilla-extract/css';
import { MOBILE_QUERY, vars } from '../../ui/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** Six columns: wide cards take four, narrow ones two; one column at 760px or less. */
export const grid = style({
  display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  '@media': {
    'screen and (max-width: 1100px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [MOBILE_QUERY]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

/** Each cell is a grid itself so its card fills the row's height. */
export const wide = style({
  display: 'grid', gridColumn: 'span 4', minWidth: 0,
  '@media': { 'screen and (max-width: 1100px)': { gridColumn: 'span 2' }, [MOBILE_QUERY]: { gridColumn: 'auto' } },
});
export const narrow = style({
  display: 'grid', gridColumn: 'span 2', minWidth: 0,
  '@media': { 'screen and (max-width: 1100px)': { gridColumn: 'span 1' }, [MOBILE_QUERY]: { gridColumn: 'auto' } },
});
export const half = style({
  display: 'grid', gridColumn: 'span 3', minWidth: 0,
  '@media': { 'screen and (max-width: 1100px)': { gridColumn: 'span 2' }, [MOBILE_QUERY]: { gridColumn: 'auto' } },
});

export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** The big number of a card and what it counts. */
export const headline = style({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}` });
export const figure = style({
  fontSize: vars.font.sizeXl, fontWeight: vars.font.weightBold, color: vars.color.brand, textDecoration: 'none',
  lineHeight: 1.2, fontVariantNumeric: 'tabular-nums',
  selectors: { 'a&:hover': { textDecoration: 'underline' } },
});
export const figureNote = style({ color: vars.color.textMuted });
export const figureLine = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}`, color: vars.color.textMuted });

export const cardLink = style({ fontSize: vars.font.sizeSm, fontWeight: vars.font.weightMedium, whiteSpace: 'nowrap' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const listRow = style({
  display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md,
  padding: `${vars.space.sm} 0`, borderTop: `1px solid ${vars.color.border}`, minWidth: 0,
  selectors: { '&:first-child': { borderTop: 'none' } },
});
export const rowMain = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const rowTitle = style({ fontWeight: vars.font.weightMedium, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const rowMeta = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontWeight: vars.font.weightMedium });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.sizeBody });
export const th = style({
  textAlign: 'start', fontSize: vars.font.sizeSm, fontWeight: vars.font.weightBold, color: vars.color.textMuted,
  padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`,
});
export const td = style({ padding: `${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' });
export const numeric = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
export const hideNarrow = style({ '@media': { [MOBILE_QUERY]: { display: 'none' } } });

export const badge = style({
  display: 'inline-block', marginInlineStart: vars.space.xs, padding: `0 ${vars.space.xs}`, borderRadius: vars.radius.pill,
  background: vars.color.accentSoft, color: vars.color.accentStrong, fontSize: vars.font.sizeXs, fontWeight: vars.font.weightBold,
});
export const staleBadge = style([badge, { background: vars.color.warningSoft, color: vars.color.warning }]);

export const split = style({
  display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space.lg,
  '@media': { [MOBILE_QUERY]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const subheading = style({ margin: 0, fontSize: vars.font.sizeBody, fontWeight: vars.font.weightBold, color: vars.color.textMuted });

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });
export const skeletonBlock = style({
  borderRadius: vars.radius.md, background: vars.color.brandSoft, animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const visuallyHidden = style({
  position: 'absolute', width: '1px', height: '1px', padding: 0, margin: '-1px', overflow: 'hidden',
  clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0,
});

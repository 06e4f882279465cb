import { style, styleVariants } from '@vanilla-extract/css';
import { MOBILE_QUERY, vars } from '../../../ui/theme.css';

/** Products, category, dates and quantity on one line on wide screens; one under the other on a phone. */
export const filters = style({
  display: 'grid', gap: vars.space.md, alignItems: 'start',
  gridTemplateColumns: 'minmax(220px, 2fr) minmax(170px, 1fr) minmax(250px, 1.3fr) minmax(130px, 0.7fr)',
  '@media': {
    'screen and (max-width: 1180px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [MOBILE_QUERY]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: `${vars.space.sm} 0 0`, padding: 0, listStyle: 'none' });

export const chip = style({
  display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, padding: `0 0 0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill, overflow: 'hidden', background: vars.color.brandSoft, color: vars.color.brandStrong, fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium, lineHeight: '24px', maxWidth: '100%',
});
export const chipLabel = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/** The grid and the legend; the grid dims while the next answer loads so the old one stays readable. */
export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const resultsHeader = style({
  display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'flex-start', gap: vars.space.md,
});
export const pending = style({ opacity: 0.6, transition: 'opacity 120ms ease-in 200ms' });
export const status = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, color: vars.color.textMuted, minHeight: '20px' });

/** Scrolls sideways (and down, past 70% of the window) inside its own box, so the page does not. */
export const scroller = style({
  overflow: 'auto', maxHeight: '70vh', minWidth: 0, background: vars.color.surface, border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md, boxShadow: vars.shadow.sm, outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const table = style({ borderCollapse: 'separate', borderSpacing: 0, fontSize: vars.font.sizeSm, minWidth: '100%' });

const stickyTop = { position: 'sticky', top: 0, zIndex: 2, background: vars.color.background } as const;
const FIRST_COLUMN = '220px';

export const corner = style({
  ...stickyTop, left: 0, zIndex: 3, minWidth: FIRST_COLUMN, maxWidth: FIRST_COLUMN, padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start', verticalAlign: 'bottom', color: vars.color.textMuted, fontWeight: vars.font.weightBold,
  borderBottom: `1px solid ${vars.color.borderStrong}`, borderInlineEnd: `1px solid ${vars.color.border}`,
  '@media': { [MOBILE_QUERY]: { minWidth: '130px', maxWidth: '130px' } },
});

export const dateHead = style({
  ...stickyTop, minWidth: '46px', padding: `${vars.space.xs} ${vars.space.xxs}`, textAlign: 'center', fontWeight: vars.font.weightMedium,
  color: vars.color.textMuted, borderBottom: `1px solid ${vars.color.borderStrong}`, whiteSpace: 'nowrap', lineHeight: 1.25,
});
export const weekend = style({ color: vars.color.brand });
export const month = style({ display: 'block', fontSize: vars.font.sizeXs, fontWeight: vars.font.weightBold, color: vars.color.brand, textTransform: 'uppercase' });
export const weekday = style({ display: 'block', fontSize: vars.font.sizeXs, textTransform: 'capitalize' });
export const dayNumber = style({ display: 'block', fontSize: vars.font.sizeBody, fontWeight: vars.font.weightBold, color: vars.color.text });

export const productHead = style({
  padding: 0, textAlign: 'start', background: vars.color.brandSoft, borderBottom: `1px solid ${vars.color.border}`,
});
/** The product name stays in view while the dates scroll under it. */
export const productName = style({
  position: 'sticky', left: 0, display: 'inline-flex', gap: vars.space.sm, alignItems: 'baseline',
  padding: `${vars.space.xs} ${vars.space.md}`, color: vars.color.brandStrong, fontWeight: vars.font.weightBold, whiteSpace: 'nowrap',
});
export const code = style({ fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace', fontWeight: vars.font.weightRegular, color: vars.color.textMuted });

export const instanceHead = style({
  position: 'sticky', left: 0, zIndex: 1, minWidth: FIRST_COLUMN, maxWidth: FIRST_COLUMN, padding: `${vars.space.xs} ${vars.space.md}`,
  textAlign: 'start', fontWeight: vars.font.weightMedium, background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`, borderInlineEnd: `1px solid ${vars.color.border}`,
  '@media': { [MOBILE_QUERY]: { minWidth: '130px', maxWidth: '130px' } },
});
export const instanceName = style({ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const instanceCode = style([code, { display: 'block', fontSize: vars.font.sizeXs }]);

const cellBase = style({
  minWidth: '46px', height: '40px', padding: `${vars.space.xxs}`, textAlign: 'center', verticalAlign: 'middle', lineHeight: 1.15,
  borderBottom: `1px solid ${vars.color.surface}`, borderInlineEnd: `1px solid ${vars.color.surface}`, cursor: 'default',
});
/** Sage when bookable, amber when few are left, burgundy when it cannot be booked. */
export const cell = styleVariants({
  bookable: [cellBase, { background: vars.color.accentSoft, color: vars.color.accentStrong }],
  low: [cellBase, { background: vars.color.warningSoft, color: vars.color.warning }],
  blocked: [cellBase, { background: vars.color.dangerSoft, color: vars.color.brandStrong }],
});
export const cellValue = style({ display: 'block', fontWeight: vars.font.weightBold, fontSize: vars.font.sizeBody });
export const cellBlock = style({ display: 'block', fontSize: '10px', fontWeight: vars.font.weightBold, letterSpacing: '0.04em' });

export const legend = style({
  display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0, padding: 0, listStyle: 'none',
  color: vars.color.textMuted, fontSize: vars.font.sizeSm,
});
export const legendBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const legendTitle = style({ margin: 0, fontSize: vars.font.sizeSm, fontWeight: vars.font.weightBold, color: vars.color.text });
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const swatch = styleVariants({
  bookable: { display: 'inline-block', width: '14px', height: '14px', borderRadius: vars.radius.sm, background: vars.color.accentSoft, border: `1px solid ${vars.color.accent}` },
  low: { display: 'inline-block', width: '14px', height: '14px', borderRadius: vars.radius.sm, background: vars.color.warningSoft, border: `1px solid ${vars.color.warning}` },
  blocked: { display: 'inline-block', width: '14px', height: '14px', borderRadius: vars.radius.sm, background: vars.color.dangerSoft, border: `1px solid ${vars.color.danger}` },
});
export const abbr = style({ fontWeight: vars.font.weightBold, color: vars.color.brandStrong, minWidth: '20px' });

/** Read by screen readers, not shown. */
export const visuallyHidden = style({
  position: 'absolute', width: '1px', height: '1px', padding: 0, margin: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap', border: 0,
});

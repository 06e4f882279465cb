import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

/** A part of the package: product and instance wide, the three numbers narrow; stacked on a phone. */
export const partFields = style({
  display: 'grid', gap: `${vars.space.sm} ${vars.space.md}`, alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 2fr) repeat(3, minmax(110px, 1fr))',
  '@media': {
    'screen and (max-width: 1180px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr)) repeat(3, minmax(0, 0.8fr))' },
    // Narrower: product and instance on a line each, the three numbers side by side under them.
    'screen and (max-width: 980px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});
/** Product and instance each take a whole line of three when the row wraps. */
export const wideField = style({
  minWidth: 0,
  '@media': { 'screen and (max-width: 980px)': { gridColumn: 'span 3' } },
});
export const rowButtons = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });

/** Details beside the itinerary on wide screens, stacked on narrow ones. */
export const split = style({
  display: 'grid', gridTemplateColumns: 'minmax(260px, 1fr) minmax(0, 2fr)', gap: vars.space.lg, alignItems: 'start',
  '@media': { 'screen and (max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const days = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });
export const day = style({
  display: 'grid', gridTemplateColumns: '72px minmax(0, 1fr)', gap: vars.space.md, padding: `${vars.space.sm} 0`,
  selectors: { '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` } },
});
export const dayLabel = style({ fontWeight: vars.font.weightBold, color: vars.color.brand, whiteSpace: 'nowrap' });
export const parts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const part = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: `0 ${vars.space.sm}` });
export const partName = style({ fontWeight: vars.font.weightMedium });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
export const continuing = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** Previous, first start date, packages, next, and the loading note, on one line that wraps. */
export const stripControls = style({
  display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end',
});
export const stripDate = style({ width: '190px' });
export const stripQuantity = style({ width: '150px' });
export const strip = style({
  display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(58px, 1fr))', gap: vars.space.xs, margin: 0, padding: 0,
  listStyle: 'none',
});
const tileBase = style({
  display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '1px', padding: `${vars.space.xs} ${vars.space.xxs}`,
  borderRadius: vars.radius.md, lineHeight: 1.2, textAlign: 'center', cursor: 'default', minWidth: 0,
});
/** Sage when bookable, amber when few are left, burgundy when it cannot be booked (as in the availability grid). */
export const tile = styleVariants({
  bookable: [tileBase, { background: vars.color.accentSoft, color: vars.color.accentStrong }],
  low: [tileBase, { background: vars.color.warningSoft, color: vars.color.warning }],
  blocked: [tileBase, { background: vars.color.dangerSoft, color: vars.color.brandStrong }],
});
export const tileDate = style({ fontSize: vars.font.sizeXs, color: vars.color.textMuted, textTransform: 'capitalize', whiteSpace: 'nowrap' });
export const tileFree = style({ fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });
export const tileNote = style({ fontSize: '10px', fontWeight: vars.font.weightBold, minHeight: '12px', whiteSpace: 'nowrap' });

import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { MOBILE_QUERY, vars } from '../../ui/theme.css';

/** The list toolbar: the search box a little wider than the four filters; one per row on a phone. */
export const toolbar = style({
  display: 'grid', gridTemplateColumns: 'minmax(200px, 1.4fr) repeat(4, minmax(140px, 1fr))', gap: vars.space.md,
  alignItems: 'end',
  '@media': {
    'screen and (max-width: 1100px)': { gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' },
    [MOBILE_QUERY]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

/** The cards of the product view and the inventory page: two columns, one on narrow screens. */
export const cards = style({
  display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.lg, alignItems: 'start',
  '@media': { 'screen and (max-width: 1000px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const wide = style({ gridColumn: '1 / -1', minWidth: 0 });

/** A phone held upright: the instance lines wrap there (at 760px they still fit on one). */
const NARROW_QUERY = 'screen and (max-width: 480px)';

/** A wouter Link dressed as the small secondary button (Card actions, table cells). */
export const linkButton = style({
  display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minHeight: '26px', padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`, borderRadius: vars.radius.md, background: vars.color.surface,
  color: vars.color.text, fontSize: vars.font.sizeSm, fontWeight: vars.font.weightMedium, textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { background: vars.color.brandSoft } },
});

/** Checkbox lists grouped under a heading (category type, feature type, subfeature). */
export const choiceGroups = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const choiceGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, border: 0, minWidth: 0 });
export const choiceGroupTitle = style({
  padding: 0, fontSize: vars.font.sizeSm, fontWeight: vars.font.weightBold, color: vars.color.textMuted,
  textTransform: 'uppercase', letterSpacing: '0.04em',
});
export const choiceGrid = style({
  display: 'grid', gap: `${vars.space.sm} ${vars.space.lg}`, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
});
export const choiceFooter = style({
  display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.sm, fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

/** An identification row: number, type, value and the remove button on one line; stacked on a phone. */
export const identificationRow = style({
  display: 'grid', gridTemplateColumns: `${vars.space.xl} minmax(0, 1fr) minmax(0, 1.4fr) auto`,
  gap: `${vars.space.sm} ${vars.space.md}`, alignItems: 'start', padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.background, minWidth: 0,
  '@media': { [MOBILE_QUERY]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** An instance row's fields: code, name, short name, status. */
export const instanceFields = style({
  display: 'grid', gridTemplateColumns: 'minmax(0, 0.8fr) minmax(0, 1.6fr) minmax(0, 1fr) minmax(0, 0.8fr)',
  gap: `${vars.space.sm} ${vars.space.lg}`, alignItems: 'start',
  '@media': { [MOBILE_QUERY]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
/** The subfeature selects that describe an instance, as many as fit. */
export const instanceItems = style({
  display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: `${vars.space.sm} ${vars.space.lg}`,
});
export const rowFooter = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.font.sizeSm });

/** The availability strip: one cell per day, scrolling sideways when the screen is narrower than 31 cells. */
export const stripScroller = style({ overflowX: 'auto', paddingBottom: vars.space.xs });
export const strip = style({
  display: 'grid', gridTemplateColumns: 'repeat(31, minmax(26px, 1fr))', gap: '2px', margin: 0, padding: 0,
  listStyle: 'none', minWidth: '866px',
  // Two rows of about two weeks on a phone: every day stays in sight without scrolling sideways.
  '@media': { [MOBILE_QUERY]: { gridTemplateColumns: 'repeat(16, minmax(0, 1fr))', minWidth: 0, rowGap: vars.space.xs } },
});
export const day = recipe({
  base: {
    display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '1px', padding: `${vars.space.xs} 0`,
    borderRadius: vars.radius.sm, fontSize: vars.font.sizeXs, lineHeight: 1.2, border: '1px solid transparent',
  },
  variants: {
    tone: {
      open: { background: vars.color.accentSoft, color: vars.color.accentStrong },
      request: { background: vars.color.warningSoft, color: vars.color.warning },
      stop: { background: vars.color.dangerSoft, color: vars.color.danger },
      closed: { background: vars.color.background, color: vars.color.textMuted, borderColor: vars.color.border },
    },
    weekend: { true: { fontWeight: vars.font.weightBold } },
  },
  defaultVariants: { tone: 'open' },
});
export const dayWeekday = style({ textTransform: 'uppercase', fontSize: '10px', opacity: 0.8 });
export const dayNumber = style({ fontSize: vars.font.sizeSm, fontWeight: vars.font.weightBold });
export const dayFree = style({ fontSize: vars.font.sizeXs, fontVariantNumeric: 'tabular-nums' });
export const legend = style({
  display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, padding: 0,
  listStyle: 'none', fontSize: vars.font.sizeSm, color: vars.color.textMuted,
});
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const swatch = recipe({
  base: { display: 'inline-block', width: '12px', height: '12px', borderRadius: '3px', border: '1px solid transparent' },
  variants: {
    tone: {
      open: { background: vars.color.accentSoft, borderColor: vars.color.accent },
      request: { background: vars.color.warningSoft, borderColor: vars.color.warning },
      stop: { background: vars.color.dangerSoft, borderColor: vars.color.danger },
      closed: { background: vars.color.background, borderColor: vars.color.borderStrong },
    },
  },
});
export const stripNav = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const formGrid = style({
  display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: `${vars.space.md} ${vars.space.lg}`, alignItems: 'start',
  '@media': { [MOBILE_QUERY]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const fullRow = style({ gridColumn: '1 / -1', minWidth: 0 });
export const formButtons = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
export const quantity = recipe({
  base: { fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weightBold },
  variants: { sign: { plus: { color: vars.color.success }, minus: { color: vars.color.danger } } },
});

/** The instances of the product view: one line each, wrapping on narrow screens. */
export const instanceList = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });
export const instanceLine = style({
  display: 'grid', gridTemplateColumns: 'minmax(70px, auto) minmax(0, 1fr) auto auto', gridTemplateAreas: '"code name status link"',
  alignItems: 'center', justifyItems: 'start', gap: `${vars.space.xs} ${vars.space.md}`, padding: `${vars.space.sm} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 0, paddingTop: 0 } },
  '@media': { [NARROW_QUERY]: { gridTemplateColumns: 'minmax(0, 1fr) auto', gridTemplateAreas: '"code status" "name link"' } },
});
export const instanceCode = style({ gridArea: 'code', minWidth: 0 });
export const instanceName = style({ gridArea: 'name', display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const instanceStatus = style({ gridArea: 'status' });
export const instanceLink = style({ gridArea: 'link', justifySelf: 'end' });

/** Text for screen readers only (a strip day's full description). */
export const srOnly = style({
  position: 'absolute', width: '1px', height: '1px', padding: 0, margin: '-1px', overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)', whiteSpace: 'nowrap', border: 0,
});
export const dayCell = style({ position: 'relative', minWidth: 0 });
export const hint = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

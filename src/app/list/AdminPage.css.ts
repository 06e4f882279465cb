import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { MOBILE_QUERY, vars } from '../../ui/theme.css';

/** A screen of the Users area: header, toolbar, content, one under the other. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** Search and filters above a list; they wrap, one per row at 760px and below. */
export const toolbar = style({
  display: 'grid', gridTemplateColumns: 'minmax(200px, 360px) repeat(auto-fill, minmax(160px, 220px))',
  gap: vars.space.md, alignItems: 'end',
  '@media': { [MOBILE_QUERY]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

/** Two cards side by side on wide screens (role details and its permissions), stacked on narrow ones. */
export const split = style({
  display: 'grid', gridTemplateColumns: 'minmax(260px, 1fr) minmax(0, 2fr)', gap: vars.space.lg, alignItems: 'start',
  '@media': { [MOBILE_QUERY]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const notice = style({
  margin: 0, padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md,
  background: vars.color.accentSoft, color: vars.color.accentStrong, borderInlineStart: `3px solid ${vars.color.accent}`,
});

export const alert = style({
  margin: 0, padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md,
  background: vars.color.dangerSoft, color: vars.color.danger, borderInlineStart: `3px solid ${vars.color.danger}`,
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const chip = recipe({
  base: {
    display: 'inline-block', padding: `0 ${vars.space.sm}`, borderRadius: vars.radius.pill, fontSize: vars.font.sizeXs,
    fontWeight: vars.font.weightBold, lineHeight: '20px', whiteSpace: 'nowrap', letterSpacing: '0.02em',
  },
  variants: {
    tone: {
      brand: { background: vars.color.brandSoft, color: vars.color.brandStrong },
      accent: { background: vars.color.accentSoft, color: vars.color.accentStrong },
      muted: { background: vars.color.background, color: vars.color.textMuted, border: `1px solid ${vars.color.border}` },
      danger: { background: vars.color.dangerSoft, color: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'brand' },
});

export const muted = style({ color: vars.color.textMuted });

export const mono = style({ fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace', fontSize: vars.font.sizeSm, overflowWrap: 'anywhere' });

/** Label / value pairs of a read-only record. */
export const details = style({
  display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: `${vars.space.sm} ${vars.space.lg}`, margin: 0,
});
export const term = style({ color: vars.color.textMuted, fontWeight: vars.font.weightMedium });
export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

/** The view switch of the permissions screen: links styled as tabs. */
export const tabs = style({
  display: 'flex', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
});
export const tab = style({
  display: 'inline-block', padding: `${vars.space.sm} ${vars.space.md}`, color: vars.color.textMuted, textDecoration: 'none',
  fontWeight: vars.font.weightMedium, borderBottom: '2px solid transparent', marginBottom: '-1px',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="page"]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
  },
});

export const moduleGrid = style({
  display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', alignItems: 'start',
  '@media': { [MOBILE_QUERY]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const permissionList = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none',
});
export const permissionItem = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, minWidth: 0 });

/** The picker row of the role screen: the search box grows, the button keeps its size. */
export const addRow = style({
  display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: vars.space.sm, alignItems: 'start',
  '@media': { [MOBILE_QUERY]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
/** Lines the button up with the input under the picker's label. */
export const addButton = style({ paddingTop: '22px', '@media': { [MOBILE_QUERY]: { paddingTop: 0 } } });

export const checkboxGrid = style({
  display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
});

export const roleOption = style({ display: 'flex', flexDirection: 'column' });

/** Amounts: same-width digits so columns of money line up, right-aligned, never broken across lines. */
export const amount = style({
  margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap',
});

/** The list's search and three filters on one row on a laptop; one per row at 760px and below. */
export const filterToolbar = style({
  display: 'grid', gridTemplateColumns: 'minmax(200px, 1.5fr) repeat(3, minmax(150px, 1fr))', gap: vars.space.md,
  alignItems: 'end',
  '@media': {
    'screen and (max-width: 1100px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [MOBILE_QUERY]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

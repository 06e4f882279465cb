import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { MOBILE_QUERY, vars } from '../../ui/theme.css';

/** A screen: header, toolbar, content, one under the other. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** Search and filters above a list; one per row at 760px and below. */
export const toolbar = style({
  display: 'grid', gridTemplateColumns: 'minmax(220px, 360px) repeat(auto-fill, minmax(160px, 220px))',
  gap: vars.space.md, alignItems: 'end',
  '@media': { [MOBILE_QUERY]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

export const nameCell = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
export const code = style({
  fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace', fontSize: vars.font.sizeSm,
  color: vars.color.text, overflowWrap: 'anywhere',
});

export const chip = recipe({
  base: {
    display: 'inline-block', padding: `0 ${vars.space.sm}`, borderRadius: vars.radius.pill, fontSize: vars.font.sizeXs,
    fontWeight: vars.font.weightBold, lineHeight: '20px', whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      brand: { background: vars.color.brandSoft, color: vars.color.brandStrong },
      accent: { background: vars.color.accentSoft, color: vars.color.accentStrong },
      muted: { background: vars.color.background, color: vars.color.textMuted, border: `1px solid ${vars.color.border}` },
    },
  },
  defaultVariants: { tone: 'brand' },
});

export const alert = style({
  margin: 0, padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md,
  background: vars.color.dangerSoft, color: vars.color.danger, borderInlineStart: `3px solid ${vars.color.danger}`,
});

/** The rows of a list editor (values, addresses, contacts), each a bordered block. */
export const rows = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.md,
  border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.background, minWidth: 0,
});

export const rowHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const rowTitle = style({ margin: 0, fontSize: vars.font.sizeSm, fontWeight: vars.font.weightBold, color: vars.color.textMuted });

/** The fields of a row: as many columns as fit (at least 160px each), one per row on a phone. */
export const rowFields = recipe({
  base: {
    display: 'grid', gap: `${vars.space.sm} ${vars.space.lg}`, alignItems: 'start',
    '@media': { [MOBILE_QUERY]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  },
  variants: {
    columns: {
      3: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      4: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
  },
  defaultVariants: { columns: 4 },
});

/** A field that spans two columns of a row (a street address). */
export const wide = style({ gridColumn: 'span 2', minWidth: 0, '@media': { [MOBILE_QUERY]: { gridColumn: 'auto' } } });

export const addRow = style({ display: 'flex', justifyContent: 'flex-start' });
export const listError = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.danger });
export const empty = style({ margin: 0, color: vars.color.textMuted });

/**
 * A value row of a general parameter: number, five fields (name, Spanish name, short name, code, value) and the remove button on one line, so a catalog of
 * dozens of values stays readable; stacked on a phone.
 */
export const valueRow = style({
  display: 'grid', gridTemplateColumns: `${vars.space.xl} repeat(5, minmax(0, 1fr)) auto`, gap: `${vars.space.sm} ${vars.space.md}`,
  alignItems: 'start', padding: `${vars.space.sm} ${vars.space.md}`, border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md, background: vars.color.background, minWidth: 0,
  '@media': { [MOBILE_QUERY]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** Lines a row's number and remove button up with the inputs under the field labels. */
export const besideInput = style({
  paddingTop: '24px', minWidth: 0,
  '@media': { [MOBILE_QUERY]: { paddingTop: 0 } },
});

export const rowNumber = style([besideInput, {
  fontSize: vars.font.sizeSm, fontWeight: vars.font.weightBold, color: vars.color.textMuted, lineHeight: '34px',
  textAlign: 'end', '@media': { [MOBILE_QUERY]: { display: 'none' } },
}]);

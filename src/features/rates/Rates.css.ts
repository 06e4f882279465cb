import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { MOBILE_QUERY, vars } from '../../ui/theme.css';

export { amount, filterToolbar as toolbar } from '../../app/list/AdminPage.css';

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });
export const fieldError = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.danger });


/** The pricing area: three panels side by side, stacked at 760px and below. */
export const pricing = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const pricingPanels = style({
  display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.lg,
  '@media': {
    'screen and (max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
    [MOBILE_QUERY]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});
export const pricingPanel = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0, padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surface,
});
export const pricingTitle = style({
  fontSize: vars.font.sizeSm, fontWeight: vars.font.weightBold, letterSpacing: '0.04em', textTransform: 'uppercase',
  color: vars.color.brand,
});
export const pricingInputs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** A section's amounts; dimmed (not hidden) while the next answer loads, so the numbers never jump to blank. */
export const breakdown = recipe({
  base: {
    display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, marginTop: 'auto', paddingTop: vars.space.md,
    borderTop: `1px dashed ${vars.color.border}`, transition: 'opacity 150ms',
  },
  variants: { busy: { true: { opacity: 0.55 }, false: {} } },
});
export const breakdownLine = recipe({
  base: {
    display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.md, color: vars.color.textMuted,
  },
  variants: {
    total: {
      true: {
        color: vars.color.text, fontWeight: vars.font.weightBold, fontSize: vars.font.sizeMd,
        paddingTop: vars.space.xs, borderTop: `1px solid ${vars.color.border}`,
        // A section whose only line is its total (profit) already has the dashed rule above it.
        selectors: { '&:first-child': { borderTop: 0, paddingTop: 0 } },
      },
      false: {},
    },
  },
});
export const pricingStatus = style({
  display: 'flex', alignItems: 'center', gap: vars.space.xs, minHeight: '20px', margin: 0, color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

/** Two range pickers and the enabled box: the range pickers need room for two dates each. */
export const dates = style({
  display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.lg, alignItems: 'start',
  '@media': { [MOBILE_QUERY]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** Product › instance in a list cell. */
/**
 * Product › instance and customer cells wrap within these widths (narrower than the table's own wrapping columns), so
 * the amounts and the state stay on a laptop screen.
 */
export const productCell = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: '120px', maxWidth: '170px', whiteSpace: 'normal',
});
export const customerCell = style({ display: 'inline-block', minWidth: '110px', maxWidth: '150px', whiteSpace: 'normal' });
export const instanceName = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

/** The header of a saved rate: its state chip beside the title. */
export const titleRow = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

/** The overlap refusal: the server's sentence naming the other rate, in full. */
export const conflict = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0, padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md, background: vars.color.dangerSoft, color: vars.color.danger,
  borderInlineStart: `3px solid ${vars.color.danger}`,
});
export const conflictTitle = style({ fontWeight: vars.font.weightBold });

/** A date range in a list cell: start over end, so two ranges fit beside the other columns. */
export const rangeCell = style({ display: 'flex', flexDirection: 'column', whiteSpace: 'nowrap' });

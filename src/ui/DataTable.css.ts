import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css';

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** Scrolls sideways on narrow screens instead of squeezing columns. */
export const scroller = style({
  overflowX: 'auto', minWidth: 0, background: vars.color.surface, border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md, boxShadow: vars.shadow.sm,
});

export const table = style({
  width: '100%', borderCollapse: 'collapse', borderSpacing: 0, fontSize: vars.font.sizeBody, outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' } },
});

export const header = style({ background: vars.color.background });

const align = {
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
} as const;

export const column = recipe({
  base: {
    padding: `${vars.space.sm} ${vars.space.md}`, borderBottom: `1px solid ${vars.color.border}`,
    fontSize: vars.font.sizeSm, fontWeight: vars.font.weightBold, color: vars.color.textMuted, whiteSpace: 'nowrap',
    outline: 'none', userSelect: 'none',
    selectors: {
      '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
    },
  },
  variants: {
    align,
    sortable: {
      true: {
        cursor: 'pointer',
        selectors: { '&[data-hovered]': { color: vars.color.text } },
      },
    },
  },
  defaultVariants: { align: 'start' },
});

export const columnContent = recipe({
  base: { display: 'inline-flex', alignItems: 'center', gap: vars.space.xs },
  variants: {
    align: {
      start: {},
      center: { justifyContent: 'center' },
      end: { flexDirection: 'row-reverse' },
    },
  },
});

export const sortIcon = recipe({
  base: { display: 'inline-flex', color: vars.color.brand },
  variants: { active: { false: { visibility: 'hidden' } } },
});

export const row = recipe({
  base: {
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
    },
  },
  variants: {
    actionable: {
      true: {
        cursor: 'pointer',
        selectors: {
          '&[data-hovered]': { background: vars.color.brandSoft },
          '&[data-pressed]': { background: vars.color.brandSoft },
        },
      },
    },
  },
});

export const cell = recipe({
  base: {
    padding: `${vars.space.sm} ${vars.space.md}`, color: vars.color.text, verticalAlign: 'middle', outline: 'none',
    selectors: {
      'tr:not(:last-child) > &': { borderBottom: `1px solid ${vars.color.border}` },
      '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
    },
  },
  variants: {
    align,
    wrap: { false: { whiteSpace: 'nowrap' }, true: { whiteSpace: 'normal', minWidth: '180px' } },
  },
  defaultVariants: { align: 'start', wrap: false },
});

export const empty = style({
  padding: `${vars.space.xl} ${vars.space.md}`, textAlign: 'center', color: vars.color.textMuted,
});

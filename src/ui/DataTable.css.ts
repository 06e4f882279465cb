import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css';

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/**
 * Scrolls sideways on narrow screens instead of squeezing columns, and shows it: a shadow sits on each edge that has
 * more columns beyond it (issue 21 item 11). The covers scroll with the content ('local') and hide a shadow once its
 * edge is reached; the shadows stay put ('scroll'). No script, so it holds for every table at every width.
 */
const cover = vars.color.surface;
const edge = 'rgba(42, 35, 38, 0.32)';
export const scroller = style({
  overflowX: 'auto', minWidth: 0, border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md, boxShadow: vars.shadow.sm,
  backgroundColor: vars.color.surface,
  backgroundImage: [
    `linear-gradient(to right, ${cover} 30%, transparent)`, `linear-gradient(to left, ${cover} 30%, transparent)`,
    `radial-gradient(farthest-side at 0 50%, ${edge}, transparent)`, `radial-gradient(farthest-side at 100% 50%, ${edge}, transparent)`,
  ].join(', '),
  backgroundPosition: 'left center, right center, left center, right center',
  backgroundSize: '48px 100%, 48px 100%, 16px 100%, 16px 100%',
  backgroundRepeat: 'no-repeat',
  backgroundAttachment: 'local, local, scroll, scroll',
  selectors: {
    '&[data-overflows]:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** One line cut with an ellipsis; the whole text shows on hover (title) and while the cell has keyboard focus. */
export const truncate = style({
  display: 'block', maxWidth: '22rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap',
  selectors: { '[data-focused] > &, :focus-within > &': { whiteSpace: 'normal', overflowWrap: 'anywhere' } },
});

/** The real link of a row (middle-click, new tab, copy address) looks like the text it wraps. */
export const rowLink = style({
  color: 'inherit', textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
  },
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

/**
 * While the next page, search or sort loads, the shown rows stay where they are, faded, and still answer a click: a
 * row pressed just as a typed search starts opens what was pressed (the press is not lost to a row swapped away).
 * The fade waits a moment, so a quick answer does not flicker.
 */
export const body = style({
  selectors: { '&[aria-busy="true"]': { opacity: 0.6, transition: 'opacity 150ms ease 150ms' } },
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
    // A wrapping column never grows past 28rem, so a long name cannot push Status and Actions out of view.
    wrap: { false: { whiteSpace: 'nowrap' }, true: { whiteSpace: 'normal', overflowWrap: 'anywhere', minWidth: '180px', maxWidth: '28rem' } },
  },
  defaultVariants: { align: 'start', wrap: false },
});

export const empty = style({
  padding: `${vars.space.xl} ${vars.space.md}`, textAlign: 'center', color: vars.color.textMuted,
});

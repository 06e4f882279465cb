import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const calendar = style({ padding: vars.space.md, width: 'fit-content', outline: 'none' });

export const header = style({
  display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm,
  marginBottom: vars.space.sm,
});

export const heading = style({
  flex: 1, margin: 0, textAlign: 'center', fontSize: vars.font.sizeBody, fontWeight: vars.font.weightBold,
  color: vars.color.text, textTransform: 'capitalize',
});

export const navButton = style({
  display: 'flex', alignItems: 'center', justifyContent: 'center', width: '28px', height: '28px',
  border: 0, borderRadius: vars.radius.md, background: 'transparent', color: vars.color.text, cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.brandSoft, color: vars.color.brand },
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focus}` },
    '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed', background: 'transparent' },
  },
});

export const grid = style({ borderCollapse: 'collapse', borderSpacing: 0 });

export const headerCell = style({
  width: '32px', paddingBottom: vars.space.xs, fontSize: vars.font.sizeXs, fontWeight: vars.font.weightMedium,
  color: vars.color.textMuted, textAlign: 'center',
});

export const cell = style({
  display: 'flex', alignItems: 'center', justifyContent: 'center', width: '32px', height: '30px',
  margin: `${vars.space.xxs} 0`, borderRadius: vars.radius.md, fontSize: vars.font.sizeBody, color: vars.color.text,
  cursor: 'pointer', outline: 'none', fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { background: vars.color.brandSoft },
    '&[data-today]': { boxShadow: `inset 0 0 0 1px ${vars.color.accent}`, fontWeight: vars.font.weightBold },
    '&[data-selected]': { background: vars.color.brand, color: vars.color.textOnBrand },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.borderStrong, cursor: 'not-allowed', background: 'transparent', textDecoration: 'line-through',
    },
    '&[data-invalid][data-selected]': { background: vars.color.danger },
  },
});

/** Range cells: the days between the ends are soft, the ends are solid. */
export const rangeCell = style([cell, {
  selectors: {
    '&[data-selected]': { background: vars.color.brandSoft, color: vars.color.brand, borderRadius: 0 },
    '&[data-selection-start], &[data-selection-end]': { background: vars.color.brand, color: vars.color.textOnBrand },
    '&[data-selection-start]': { borderStartStartRadius: vars.radius.md, borderEndStartRadius: vars.radius.md },
    '&[data-selection-end]': { borderStartEndRadius: vars.radius.md, borderEndEndRadius: vars.radius.md },
  },
}]);

export const error = style({ marginTop: vars.space.sm, fontSize: vars.font.sizeSm, color: vars.color.danger });

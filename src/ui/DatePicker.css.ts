import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const dateInput = style({
  display: 'flex', alignItems: 'center', flex: 1, minWidth: 0,
  padding: `${vars.space.xs} ${vars.space.md}`, fontFamily: vars.font.body, fontSize: vars.font.sizeBody,
  fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', overflow: 'hidden',
});

export const rangeInputs = style({
  display: 'flex', alignItems: 'center', flex: 1, minWidth: 0, overflow: 'hidden',
});

export const rangeDash = style({ color: vars.color.textMuted, padding: `0 ${vars.space.xxs}` });

export const rangeInput = style([dateInput, { flex: '0 1 auto', paddingRight: vars.space.xs }]);

export const segment = style({
  padding: `0 ${vars.space.xxs}`, borderRadius: vars.radius.sm, outline: 'none', color: vars.color.text,
  caretColor: 'transparent',
  selectors: {
    '&[data-type="literal"]': { padding: 0, color: vars.color.textMuted },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.brand, color: vars.color.textOnBrand },
    '&[data-invalid]:not([data-focused])': { color: vars.color.danger },
    '&[data-disabled]': { color: vars.color.textMuted },
  },
});

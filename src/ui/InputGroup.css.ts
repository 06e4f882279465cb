import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/**
 * A bordered box holding an input plus buttons or a prefix (ComboBox, DatePicker, NumberField, MoneyField),
 * drawn exactly like Field.css `input`.
 */
export const group = style({
  display: 'flex',
  alignItems: 'stretch',
  width: '100%',
  minHeight: '34px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  overflow: 'hidden',
  selectors: {
    '&:focus-within, &[data-focus-within]': {
      borderColor: vars.color.brand,
      boxShadow: `0 0 0 1px ${vars.color.brand}`,
    },
    '&[data-invalid], [data-invalid] > &': { borderColor: vars.color.danger },
    '&[data-disabled], [data-disabled] > &': { background: vars.color.background, color: vars.color.textMuted },
  },
});

/** The text input inside a group: no border of its own. */
export const input = style({
  flex: 1,
  minWidth: 0,
  border: 0,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: 'transparent',
  color: 'inherit',
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeBody,
  outline: 'none',
});

/** A square icon button at the edge of a group. */
export const button = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '32px',
  border: 0,
  borderLeft: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.brandSoft, color: vars.color.brand },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.borderStrong, background: 'transparent' },
  },
});

/** Non-interactive text at the start of a group, e.g. a currency code. */
export const prefix = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  padding: `0 ${vars.space.sm}`,
  background: vars.color.background,
  borderRight: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  letterSpacing: '0.02em',
});

/** A small spinner shown inside a group while results load. */
export const busy = style({
  display: 'flex',
  alignItems: 'center',
  paddingRight: vars.space.sm,
});

/** The value shown as text while a field's code loads (FieldSkeleton), where the input or date segments will be. */
export const skeletonText = style({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minWidth: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeBody,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
});

export const skeletonPlaceholder = style([skeletonText, { color: vars.color.textMuted }]);

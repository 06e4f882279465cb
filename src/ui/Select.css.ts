import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css';

export const field = recipe({
  base: { display: 'flex', gap: vars.space.xs, minWidth: 0 },
  variants: {
    labelPosition: {
      top: { flexDirection: 'column' },
      side: { flexDirection: 'row', alignItems: 'center', gap: vars.space.sm },
    },
  },
  defaultVariants: { labelPosition: 'top' },
});

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '34px',
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeBody,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.brand },
    '&[data-focus-visible], &[data-pressed]': {
      borderColor: vars.color.brand,
      boxShadow: `0 0 0 1px ${vars.color.brand}`,
    },
    '[data-invalid] &': { borderColor: vars.color.danger },
    '&[data-disabled]': {
      background: vars.color.background, color: vars.color.textMuted, cursor: 'not-allowed', borderColor: vars.color.border,
    },
  },
});

/** Side-placed labels (e.g. "Rows per page") keep the trigger compact. */
export const triggerCompact = style({ width: 'auto', minHeight: '30px' });

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const chevron = style({ display: 'flex', color: vars.color.textMuted, flexShrink: 0 });

/** The look-alike trigger while the field's code loads (./Select): a button's line height, no pointer. */
export const skeleton = style({ lineHeight: 'normal', cursor: 'default' });

import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** Options list shared by Select and ComboBox. */
export const listBox = style({
  padding: vars.space.xs,
  outline: 'none',
  maxHeight: 'inherit',
  overflow: 'auto',
  fontSize: vars.font.sizeBody,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  minHeight: '30px',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.brandSoft },
    '&[data-selected]': { color: vars.color.brand, fontWeight: vars.font.weightMedium },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', background: 'transparent' },
  },
});

export const itemText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const itemDescription = style({ fontSize: vars.font.sizeXs, color: vars.color.textMuted });

export const check = style({ display: 'flex', color: vars.color.brand, flexShrink: 0 });

export const empty = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontStyle: 'italic',
});

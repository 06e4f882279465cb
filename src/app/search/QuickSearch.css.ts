import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minHeight: '220px' });

export const inputRow = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const spinner = style({ position: 'absolute', insetInlineEnd: vars.space.md });

export const hint = style({ margin: 0, color: vars.color.textMuted });

export const listBox = style({ outline: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const sectionHeader = style({
  padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.font.sizeXs, fontWeight: vars.font.weightBold,
  textTransform: 'uppercase', letterSpacing: '0.04em', color: vars.color.textMuted,
});

export const item = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.xxs, padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md, cursor: 'pointer', outline: 'none', color: vars.color.text,
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.brandSoft },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
  },
});

export const itemTitle = style({ fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' });

export const itemLine = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const empty = style({ margin: 0, padding: `${vars.space.sm} ${vars.space.md}`, color: vars.color.textMuted });

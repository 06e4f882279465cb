import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** The options in one bordered strip, as tall as an input so it lines up with the fields beside it. */
export const track = style({
  display: 'inline-flex', width: 'fit-content', maxWidth: '100%', minHeight: '34px', padding: vars.space.xxs,
  gap: vars.space.xxs, border: `1px solid ${vars.color.borderStrong}`, borderRadius: vars.radius.md,
  background: vars.color.background,
});

export const segment = style({
  display: 'flex', alignItems: 'center', padding: `0 ${vars.space.md}`, borderRadius: vars.radius.sm,
  fontSize: vars.font.sizeSm, fontWeight: vars.font.weightMedium, color: vars.color.textMuted, cursor: 'pointer',
  whiteSpace: 'nowrap', outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { background: vars.color.surface, color: vars.color.brand, boxShadow: vars.shadow.sm },
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focus}` },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

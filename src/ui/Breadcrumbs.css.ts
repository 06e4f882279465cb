import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const list = style({
  display: 'flex', flexWrap: 'wrap', alignItems: 'center', margin: 0, padding: 0, listStyle: 'none',
  fontSize: vars.font.sizeSm, color: vars.color.textMuted,
});

export const item = style({ display: 'flex', alignItems: 'center' });

export const separator = style({ display: 'flex', margin: `0 ${vars.space.xs}`, color: vars.color.borderStrong });

export const link = style({
  color: vars.color.textMuted, textDecoration: 'none', borderRadius: vars.radius.sm, outline: 'none',
  selectors: {
    '&[href]': { cursor: 'pointer' },
    '&[href][data-hovered]': { color: vars.color.brand, textDecoration: 'underline' },
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focus}` },
    '&[data-current]': { color: vars.color.text, fontWeight: vars.font.weightMedium, cursor: 'default' },
  },
});

import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontSize: vars.font.sizeSm, fontWeight: vars.font.weightMedium, color: vars.color.text });

export const input = style({
  minHeight: '34px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeBody,
  width: '100%',
  selectors: {
    '&[data-focused]': { outline: 'none', borderColor: vars.color.brand, boxShadow: `0 0 0 1px ${vars.color.brand}` },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { background: vars.color.background, color: vars.color.textMuted },
  },
});

export const description = style({ fontSize: vars.font.sizeXs, color: vars.color.textMuted });

export const error = style({ fontSize: vars.font.sizeSm, color: vars.color.danger });

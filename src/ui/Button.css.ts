import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: '32px',
    padding: `0 ${vars.space.lg}`,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontSize: vars.font.sizeBody,
    fontWeight: vars.font.weightMedium,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transition: 'background 120ms, border-color 120ms',
    selectors: {
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.textOnBrand,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.brandStrong } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.brandSoft } },
      },
      accent: {
        background: vars.color.accent,
        color: vars.color.textOnBrand,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.accentStrong } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.textOnBrand,
        selectors: { '&[data-hovered], &[data-pressed]': { filter: 'brightness(0.9)' } },
      },
      quiet: {
        background: 'transparent',
        color: 'inherit',
        selectors: { '&[data-hovered], &[data-pressed]': { background: 'rgba(0,0,0,0.06)' } },
      },
    },
    size: {
      sm: { minHeight: '26px', padding: `0 ${vars.space.sm}`, fontSize: vars.font.sizeSm },
      md: {},
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css';

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } });

export const region = style({
  position: 'fixed', insetInlineEnd: vars.space.lg, bottom: vars.space.lg, zIndex: vars.z.toast,
  display: 'flex', flexDirection: 'column-reverse', gap: vars.space.sm,
  width: `min(380px, calc(100vw - ${vars.space.xxl}))`, outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '4px' } },
});

export const toast = recipe({
  base: {
    display: 'flex', alignItems: 'flex-start', gap: vars.space.sm,
    padding: `${vars.space.md} ${vars.space.sm} ${vars.space.md} ${vars.space.lg}`,
    background: vars.color.surface, color: vars.color.text, borderRadius: vars.radius.md, boxShadow: vars.shadow.md,
    border: `1px solid ${vars.color.border}`, borderInlineStartWidth: '4px', fontSize: vars.font.sizeBody,
    outline: 'none', animation: `${slideIn} 160ms ease-out`,
    selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
  },
  variants: {
    variant: {
      success: { borderInlineStartColor: vars.color.success, background: vars.color.successSoft },
      error: { borderInlineStartColor: vars.color.danger, background: vars.color.dangerSoft },
      info: { borderInlineStartColor: vars.color.accent },
    },
  },
});

export const content = style({ flex: 1, minWidth: 0, paddingTop: vars.space.xxs, overflowWrap: 'anywhere' });

export const close = style({
  display: 'flex', alignItems: 'center', justifyContent: 'center', width: '26px', height: '26px', flexShrink: 0,
  border: 0, borderRadius: vars.radius.sm, background: 'transparent', color: vars.color.textMuted, cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: 'rgba(0,0,0,0.06)', color: vars.color.text },
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focus}` },
  },
});

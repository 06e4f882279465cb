import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' }, to: { opacity: 1, transform: 'none' } });

export const overlay = style({
  position: 'fixed', inset: 0, zIndex: vars.z.overlay, display: 'flex', alignItems: 'center', justifyContent: 'center',
  padding: vars.space.lg, background: 'rgba(42, 35, 38, 0.45)',
  selectors: { '&[data-entering]': { animation: `${fadeIn} 140ms ease-out` } },
});

export const modal = recipe({
  base: {
    display: 'flex', flexDirection: 'column', maxWidth: '100%', maxHeight: `calc(100vh - ${vars.space.xxl})`,
    background: vars.color.surface, borderRadius: vars.radius.lg, boxShadow: vars.shadow.lg, outline: 'none',
    selectors: { '&[data-entering]': { animation: `${rise} 160ms ease-out` } },
  },
  variants: {
    size: {
      sm: { width: '420px' },
      md: { width: '560px' },
      lg: { width: '800px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const dialog = style({
  display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1, outline: 'none', color: vars.color.text,
});

export const header = style({
  display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.xl}`, borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold, color: vars.color.text });

export const closeButton = style({
  display: 'flex', alignItems: 'center', justifyContent: 'center', width: '28px', height: '28px', flexShrink: 0,
  border: 0, borderRadius: vars.radius.md, background: 'transparent', color: vars.color.textMuted, cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.brandSoft, color: vars.color.brand },
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focus}` },
  },
});

export const body = style({ padding: `${vars.space.lg} ${vars.space.xl}`, overflowY: 'auto', minHeight: 0, flex: 1 });

export const footer = style({
  display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl}`, borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.background, borderEndStartRadius: vars.radius.lg, borderEndEndRadius: vars.radius.lg,
});

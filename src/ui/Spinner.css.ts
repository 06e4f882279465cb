import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const wrapper = style({
  display: 'flex', alignItems: 'center', justifyContent: 'center', gap: vars.space.sm,
  padding: vars.space.xl, color: vars.color.textMuted, minHeight: '120px',
});

export const circle = style({
  width: '22px', height: '22px', borderRadius: '50%',
  border: `3px solid ${vars.color.brandSoft}`, borderTopColor: vars.color.brand,
  animation: `${spin} 0.8s linear infinite`,
});

import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const circle = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '14px',
  height: '14px',
  borderRadius: '50%',
  border: `2px solid currentColor`,
  borderTopColor: 'transparent',
  opacity: 0.8,
  animation: `${spin} 0.7s linear infinite`,
  verticalAlign: 'middle',
});

export const muted = style({ color: vars.color.textMuted });

import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });

export const overlay = style({
  position: 'fixed', inset: 0, background: 'rgba(42, 35, 38, 0.45)', zIndex: vars.z.drawer,
});

export const modal = style({
  position: 'fixed', top: 0, bottom: 0, left: 0, width: `min(${vars.layout.sidebarWidth}, 85vw)`,
  background: vars.color.sidebar, color: vars.color.sidebarText, boxShadow: vars.shadow.lg,
  animation: `${slideIn} 160ms ease-out`, outline: 'none',
});

export const dialog = style({ height: '100%', outline: 'none', display: 'flex', flexDirection: 'column' });

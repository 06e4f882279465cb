import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';
import { frameRules } from './frameRules';

export const shell = style({ minHeight: '100%' });

export const sidebar = style(frameRules.sidebar);

export const topBar = style(frameRules.topBar);

export const topBarTitle = style(frameRules.topBarTitle);

export const main = style(frameRules.main);

export const content = style(frameRules.content);

export const menuButton = style({
  ...frameRules.topBarButton, background: 'transparent', border: 0, color: 'inherit', borderRadius: vars.radius.md,
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', cursor: 'pointer',
  selectors: { '&:hover': { background: 'rgba(255,255,255,0.12)' } },
});

/** The top bar's search button, at its right end. */
export const topBarEnd = style({ marginInlineStart: 'auto' });

/** Off screen until it has keyboard focus, then over the top-left corner of the sidebar or top bar. */
export const skipLink = style({
  position: 'absolute', left: vars.space.sm, top: vars.space.sm, zIndex: vars.z.toast, padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface, color: vars.color.brand, fontWeight: vars.font.weightBold, borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md, transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

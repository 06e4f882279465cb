import { style } from '@vanilla-extract/css';
import { MOBILE_QUERY, vars } from '../../ui/theme.css';

export const shell = style({ minHeight: '100%' });

export const sidebar = style({
  position: 'fixed', top: 0, bottom: 0, left: 0, width: vars.layout.sidebarWidth,
  background: vars.color.sidebar, color: vars.color.sidebarText, display: 'flex', flexDirection: 'column',
  '@media': { [MOBILE_QUERY]: { display: 'none' } },
});

export const topBar = style({
  display: 'none',
  '@media': {
    [MOBILE_QUERY]: {
      display: 'flex', alignItems: 'center', gap: vars.space.md, position: 'sticky', top: 0, zIndex: 10,
      height: vars.layout.topBarHeight, padding: `0 ${vars.space.md}`, background: vars.color.brand,
      color: vars.color.textOnBrand, boxShadow: vars.shadow.sm,
    },
  },
});

export const topBarTitle = style({ fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold, margin: 0 });

export const main = style({
  outline: 'none', marginLeft: vars.layout.sidebarWidth, padding: vars.space.xl, minHeight: '100vh',
  '@media': { [MOBILE_QUERY]: { marginLeft: 0, padding: vars.space.md, minHeight: 'auto' } },
});

export const content = style({ maxWidth: vars.layout.contentMax, margin: '0 auto' });

export const menuButton = style({
  background: 'transparent', border: 0, color: 'inherit', width: '36px', height: '36px', borderRadius: vars.radius.md,
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

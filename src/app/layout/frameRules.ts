import type { GlobalStyleRule } from '@vanilla-extract/css';
import { MOBILE_QUERY, vars } from '../../ui/theme.css';

/**
 * The frame's geometry (sidebar, narrow screens' top bar, main column), as rules: AppLayout.css.ts makes the app's
 * classes of them and bootShell.css.ts the frame the server draws before the app runs, so the two stand alike.
 */
export const frameRules = {
  sidebar: {
    position: 'fixed', top: 0, bottom: 0, left: 0, width: vars.layout.sidebarWidth,
    background: vars.color.sidebar, color: vars.color.sidebarText, display: 'flex', flexDirection: 'column',
    '@media': { [MOBILE_QUERY]: { display: 'none' } },
  },
  topBar: {
    display: 'none',
    '@media': {
      [MOBILE_QUERY]: {
        display: 'flex', alignItems: 'center', gap: vars.space.md, position: 'sticky', top: 0, zIndex: 10,
        height: vars.layout.topBarHeight, padding: `0 ${vars.space.md}`, background: vars.color.brand,
        color: vars.color.textOnBrand, boxShadow: vars.shadow.sm,
      },
    },
  },
  /** The top bar's buttons (menu, search): the frame drawn before the app keeps the menu's place. */
  topBarButton: { width: '36px', height: '36px' },
  topBarTitle: { fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold, margin: 0 },
  main: {
    outline: 'none', marginLeft: vars.layout.sidebarWidth, padding: vars.space.xl, minHeight: '100vh',
    '@media': { [MOBILE_QUERY]: { marginLeft: 0, padding: vars.space.md, minHeight: 'auto' } },
  },
  content: { maxWidth: vars.layout.contentMax, margin: '0 auto' },
} satisfies Record<string, GlobalStyleRule>;

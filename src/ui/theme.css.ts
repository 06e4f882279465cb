import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';

/**
 * The theme contract: every style value in the product comes from here. Burgundy and sage green. Contrast (WCAG 2.1
 * AA, checked by tests/e2e/accessibility.spec.ts): text at least 4.5:1 on the surfaces it sits on (white on accent
 * 4.8:1), control borders and the focus ring at least 3:1 against white and the background (borderStrong 3.9:1 and
 * 3.5:1, focus 4.3:1 and 3.9:1, 3.6:1 on the sidebar). `border` is only for dividers and cards, never a control's edge.
 */
export const vars = createGlobalTheme(':root', {
  color: {
    brand: '#7b1e3a',
    brandStrong: '#5c1229',
    brandSoft: '#f6e9ed',
    accent: '#5b7a5f',
    accentStrong: '#4f6d53',
    accentSoft: '#e8efe6',
    text: '#2a2326',
    textMuted: '#6b6065',
    textOnBrand: '#ffffff',
    surface: '#ffffff',
    background: '#f7f5f3',
    border: '#ddd5d8',
    borderStrong: '#8a7f84',
    danger: '#b3261e',
    dangerSoft: '#fbe9e7',
    success: '#2e6b3a',
    successSoft: '#e6f2e8',
    warning: '#8a5a00',
    warningSoft: '#fff4dc',
    focus: '#c2577a',
    sidebar: '#4a1023',
    sidebarText: '#f3e7eb',
    sidebarActive: '#5b7a5f',
  },
  font: {
    body: '"Montserrat", "Segoe UI", system-ui, sans-serif',
    sizeXs: '11px',
    sizeSm: '12px',
    sizeBody: '13px',
    sizeMd: '15px',
    sizeLg: '18px',
    sizeXl: '24px',
    weightRegular: '400',
    weightMedium: '500',
    weightBold: '600',
    lineHeight: '1.5',
  },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px', xxxl: '48px' },
  radius: { sm: '4px', md: '6px', lg: '10px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(42, 35, 38, 0.08)',
    md: '0 4px 12px rgba(42, 35, 38, 0.12)',
    lg: '0 12px 32px rgba(42, 35, 38, 0.2)',
  },
  layout: { sidebarWidth: '250px', topBarHeight: '52px', drawerLogoWidth: '200px', drawerLogoHeight: '60px', contentMax: '1280px' },
  z: { drawer: '30', overlay: '40', toast: '50' },
});

/** At this width or less the sidebar becomes a drawer behind a top bar. */
export const MOBILE_QUERY = 'screen and (max-width: 760px)';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body, #root', { height: '100%' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeBody,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('h1, h2, h3', { margin: 0, fontWeight: vars.font.weightBold });
globalStyle('a', { color: vars.color.brand });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });

import { vars } from '../theme.css';

/** vanilla-extract tokens are `var(--name)`; a canvas needs the resolved value. */
export function resolveToken(token: string, fallback: string): string {
  const match = /^var\((--[^),]+)/.exec(token);
  if (!match || typeof document === 'undefined') return fallback;
  const value = getComputedStyle(document.documentElement).getPropertyValue(match[1]).trim();
  return value || fallback;
}

export interface ChartTheme {
  palette: string[];
  text: string;
  muted: string;
  grid: string;
  surface: string;
  font: string;
}

/** Burgundy and sage first, then amber and rose before the darker shades, so neighbouring slices stay apart. */
export function chartTheme(): ChartTheme {
  return {
    palette: [
      resolveToken(vars.color.brand, '#7b1e3a'),
      resolveToken(vars.color.accent, '#5b7a5f'),
      resolveToken(vars.color.warning, '#8a5a00'),
      resolveToken(vars.color.focus, '#c2577a'),
      resolveToken(vars.color.accentStrong, '#4f6d53'),
      resolveToken(vars.color.brandStrong, '#5c1229'),
      resolveToken(vars.color.borderStrong, '#8a7f84'),
    ],
    text: resolveToken(vars.color.text, '#2a2326'),
    muted: resolveToken(vars.color.textMuted, '#6b6065'),
    grid: resolveToken(vars.color.border, '#ddd5d8'),
    surface: resolveToken(vars.color.surface, '#ffffff'),
    font: resolveToken(vars.font.body, 'Montserrat, system-ui, sans-serif'),
  };
}

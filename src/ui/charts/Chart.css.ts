import { keyframes, style } from '@vanilla-extract/css';
import { MOBILE_QUERY, vars } from '../theme.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const figure = style({ margin: 0, minWidth: 0 });

/** The canvas sizes itself to this box (chart.js responsive, no fixed aspect ratio). */
export const frame = style({
  position: 'relative', width: '100%', height: 'var(--chart-height)',
  '@media': { [MOBILE_QUERY]: { height: 'calc(var(--chart-height) * 0.75)' } },
});

export const canvas = style({ display: 'block' });

export const placeholder = style({
  position: 'absolute', inset: 0, borderRadius: vars.radius.md,
  background: `linear-gradient(180deg, ${vars.color.background}, ${vars.color.brandSoft})`,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const visuallyHidden = style({
  position: 'absolute', width: '1px', height: '1px', padding: 0, margin: '-1px', overflow: 'hidden',
  clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/** Two columns where they fit (name and country span both), one on a narrow screen. */
export const form = style({
  display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: vars.space.md, minWidth: 0,
});
export const wide = style({ gridColumn: '1 / -1' });

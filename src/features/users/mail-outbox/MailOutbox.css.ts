import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, margin: 0, overflowWrap: 'anywhere' });
export const alert = style({ margin: 0, padding: vars.space.sm, borderRadius: vars.radius.sm, background: vars.color.dangerSoft, color: vars.color.danger });
export const body = style({
  margin: 0, padding: vars.space.md, background: vars.color.background, borderRadius: vars.radius.md, whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere', fontFamily: vars.font.body, fontSize: vars.font.sizeSm,
});
export const heading = style({ margin: 0, fontSize: vars.font.sizeMd });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const actions = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
export const alert = style({ color: vars.color.danger, background: vars.color.dangerSoft, padding: vars.space.sm, borderRadius: vars.radius.sm, margin: 0 });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center', justifyContent: 'space-between' });
export const failure = style({ color: vars.color.danger, fontSize: vars.font.sizeSm });

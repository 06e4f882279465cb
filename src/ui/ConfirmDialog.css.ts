import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const message = style({ margin: 0, color: vars.color.text });

export const error = style({
  marginTop: vars.space.md, padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md,
  background: vars.color.dangerSoft, color: vars.color.danger, fontSize: vars.font.sizeSm,
});

export const progress = style({ display: 'inline-flex', alignItems: 'center' });

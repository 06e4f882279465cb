import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });
export const preview = style({
  width: 72, height: 72, objectFit: 'contain', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md,
  background: vars.color.surface,
});

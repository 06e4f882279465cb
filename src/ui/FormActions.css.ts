import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const actions = style({
  display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm,
  paddingTop: vars.space.lg, borderTop: `1px solid ${vars.color.border}`,
});

export const start = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginInlineEnd: 'auto' });

export const end = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end', marginInlineStart: 'auto' });

import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const pagination = style({
  display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.lg}`, fontSize: vars.font.sizeSm, color: vars.color.textMuted,
});

export const pager = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, marginInlineStart: 'auto' });

export const range = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const buttons = style({ display: 'flex', gap: vars.space.xs });

import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const row = style({
  display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between',
  gap: `${vars.space.sm} ${vars.space.lg}`,
});

export const titles = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const title = style({
  margin: 0, fontSize: vars.font.sizeXl, fontWeight: vars.font.weightBold, color: vars.color.text, lineHeight: 1.25,
  overflowWrap: 'anywhere',
});

export const description = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const emptyState = style({
  display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.sm, textAlign: 'center',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold, color: vars.color.text });

export const description = style({ margin: 0, maxWidth: '46ch', color: vars.color.textMuted });

export const action = style({ marginTop: vars.space.sm });

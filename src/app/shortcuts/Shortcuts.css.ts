import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const intro = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });

export const group = style({ marginBottom: vars.space.lg });

export const groupTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.font.sizeMd, color: vars.color.text });

export const list = style({ margin: 0, display: 'grid', gap: vars.space.sm });

export const row = style({
  display: 'grid', gridTemplateColumns: 'minmax(140px, max-content) 1fr', gap: vars.space.md, alignItems: 'center',
  '@media': { 'screen and (max-width: 760px)': { gridTemplateColumns: '1fr', gap: vars.space.xs } },
});

export const keys = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const label = style({ margin: 0 });

export const or = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const combo = style({ display: 'inline-flex', gap: vars.space.xxs, fontFamily: 'inherit' });

export const key = style({
  display: 'inline-block', minWidth: '22px', padding: `${vars.space.xxs} ${vars.space.xs}`, textAlign: 'center',
  fontFamily: 'inherit', fontSize: vars.font.sizeSm, lineHeight: 1.4, color: vars.color.text,
  background: vars.color.surface, border: `1px solid ${vars.color.borderStrong}`, borderRadius: vars.radius.sm,
});

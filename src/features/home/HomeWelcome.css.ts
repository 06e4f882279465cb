import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const title = style({ fontSize: vars.font.sizeXl, color: vars.color.brand });
export const subtitle = style({ fontSize: vars.font.sizeMd, marginTop: vars.space.md });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const grid = style({
  listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
});
export const tile = style({
  display: 'block', padding: vars.space.lg, background: vars.color.surface, borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`, boxShadow: vars.shadow.sm, color: vars.color.text, textDecoration: 'none',
  fontWeight: vars.font.weightMedium,
  selectors: { '&:hover': { borderColor: vars.color.accent, background: vars.color.accentSoft } },
});
export const tileGroup = style({
  display: 'block', fontSize: vars.font.sizeXs, color: vars.color.textMuted, textTransform: 'uppercase',
  letterSpacing: '0.04em', marginBottom: vars.space.xxs,
});

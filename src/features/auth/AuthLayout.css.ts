import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const page = style({
  minHeight: '100vh', display: 'grid', placeItems: 'center', padding: vars.space.lg,
  background: `linear-gradient(135deg, ${vars.color.brandSoft} 0%, ${vars.color.accentSoft} 100%)`,
});

export const card = style({
  width: '100%', maxWidth: '400px', background: vars.color.surface, borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md, padding: vars.space.xxl, display: 'flex', flexDirection: 'column', gap: vars.space.lg,
});

export const brand = style({ color: vars.color.brand, display: 'flex', justifyContent: 'center' });

export const title = style({ fontSize: vars.font.sizeLg, textAlign: 'center' });

export const subtitle = style({ color: vars.color.textMuted, textAlign: 'center', margin: 0 });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const links = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap', fontSize: vars.font.sizeSm });

export const alert = style({
  padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md, background: vars.color.dangerSoft,
  color: vars.color.danger, fontSize: vars.font.sizeSm,
});

export const notice = style([alert, { background: vars.color.successSoft, color: vars.color.success }]);

export const languages = style({ display: 'flex', justifyContent: 'center', gap: vars.space.md, fontSize: vars.font.sizeSm });

export const steps = style({ display: 'flex', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0, fontSize: vars.font.sizeSm });

export const step = style({
  flex: 1, padding: vars.space.xs, borderBottom: `3px solid ${vars.color.border}`, color: vars.color.textMuted,
  selectors: { '&[aria-current="step"]': { borderColor: vars.color.brand, color: vars.color.text, fontWeight: vars.font.weightBold } },
});

export const row = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'space-between' });

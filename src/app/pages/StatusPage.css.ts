import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const page = style({
  display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', textAlign: 'center',
  gap: vars.space.md, minHeight: '60vh', padding: vars.space.xl,
});

export const code = style({ fontSize: '56px', fontWeight: vars.font.weightBold, color: vars.color.brand, lineHeight: 1 });

export const title = style({ fontSize: vars.font.sizeXl, color: vars.color.text });

export const subtitle = style({ color: vars.color.textMuted, maxWidth: '480px', margin: 0 });

export const actions = style({ display: 'flex', gap: vars.space.sm, marginTop: vars.space.sm });

import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const qr = style({ width: '200px', height: '200px', alignSelf: 'center', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });

export const secret = style({
  fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, monospace', fontSize: vars.font.sizeMd, letterSpacing: '0.08em',
  background: vars.color.brandSoft, padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md,
  textAlign: 'center', wordBreak: 'break-all', userSelect: 'all',
});

export const step = style({ margin: 0 });

export const codes = style({
  display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0,
  padding: `${vars.space.md} ${vars.space.lg}`, background: vars.color.brandSoft, borderRadius: vars.radius.md,
  fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, monospace', fontSize: vars.font.sizeMd, listStylePosition: 'inside',
});

export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'space-between', flexWrap: 'wrap' });

export const linkButton = style({
  background: 'none', border: 'none', padding: 0, color: vars.color.brand, textDecoration: 'underline', cursor: 'pointer',
  font: 'inherit', fontSize: vars.font.sizeSm, alignSelf: 'flex-start',
});

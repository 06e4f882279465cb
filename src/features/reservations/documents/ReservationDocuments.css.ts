import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, margin: 0 });
export const alert = style({
  margin: 0, padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md,
  background: vars.color.dangerSoft, color: vars.color.danger,
});
export const rowActions = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });
export const frame = style({ width: '100%', height: '70vh', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
export const image = style({ maxWidth: '100%', maxHeight: '70vh', display: 'block', margin: '0 auto' });
export const text = style({
  maxHeight: '70vh', overflow: 'auto', margin: 0, padding: vars.space.md, background: vars.color.background,
  borderRadius: vars.radius.md, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: vars.font.sizeSm,
});
export const issued = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const issuedList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const issuedRow = style({
  display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between',
  paddingBottom: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`,
});
export const issuedHeading = style({ margin: 0, fontSize: vars.font.sizeMd });

import { keyframes, style } from '@vanilla-extract/css';
import { MOBILE_QUERY, vars } from '../../ui/theme.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const groupTitle = style({ fontSize: vars.font.sizeMd, color: vars.color.textMuted, fontWeight: vars.font.weightBold });

export const cards = style({
  display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: vars.space.md,
  listStyle: 'none', margin: 0, padding: 0,
  '@media': { [MOBILE_QUERY]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const card = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.lg, minHeight: '140px',
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});
export const cardTitle = style({ fontSize: vars.font.sizeMd, margin: 0 });
export const cardText = style({ margin: 0, color: vars.color.textMuted, flex: 1 });

export const fields = style({
  display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md,
  '@media': { [MOBILE_QUERY]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const wide = style({ gridColumn: '1 / -1' });

export const error = style({
  margin: 0, padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md,
  background: vars.color.dangerSoft, color: vars.color.danger, borderInlineStart: `3px solid ${vars.color.danger}`,
});
export const errorTitle = style({ display: 'block', fontWeight: vars.font.weightBold });

export const progress = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const progressTrack = style({
  height: '8px', borderRadius: vars.radius.pill, background: vars.color.accentSoft, overflow: 'hidden', position: 'relative',
});
const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });
export const progressFill = style({ height: '100%', background: vars.color.accent, transition: 'width 0.2s' });
export const progressIndeterminate = style({
  height: '100%', width: '40%', background: vars.color.accent, animation: `${slide} 1.2s ease-in-out infinite`,
});
export const progressText = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const resultHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, justifyContent: 'space-between' });
export const resultMeta = style({ margin: 0, color: vars.color.textMuted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const tableWrap = style({ overflow: 'auto', maxHeight: '70vh', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surface });
export const table = style({ borderCollapse: 'collapse', width: '100%', fontSize: vars.font.sizeSm });
export const th = style({
  position: 'sticky', top: 0, background: vars.color.brandSoft, color: vars.color.brandStrong, textAlign: 'start',
  padding: `${vars.space.sm} ${vars.space.md}`, whiteSpace: 'nowrap', borderBottom: `1px solid ${vars.color.border}`,
});
export const td = style({ padding: `${vars.space.xs} ${vars.space.md}`, borderBottom: `1px solid ${vars.color.border}`, whiteSpace: 'nowrap' });
export const number = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
export const totalRow = style({ fontWeight: vars.font.weightBold, background: vars.color.accentSoft });
export const note = style({ margin: 0, color: vars.color.warning });
export const chart = style({ position: 'relative', height: '260px', maxWidth: '100%' });

import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

/** The printed sheet; on paper it is the only thing shown (sidebar, top bar and toolbar are hidden). */
export const sheet = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: vars.space.xl, background: '#fff',
  color: '#000', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, maxWidth: 900,
  '@media': { print: { border: 'none', padding: 0, maxWidth: 'none', fontSize: '11pt' } },
});
export const screenOnly = style({
  display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap',
  '@media': { print: { display: 'none' } },
});
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, margin: 0 });
export const header = style({
  display: 'flex', justifyContent: 'space-between', gap: vars.space.lg, flexWrap: 'wrap',
  borderBottom: `2px solid ${vars.color.brand}`, paddingBottom: vars.space.md,
});
export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space.xxs} ${vars.space.md}`, margin: 0 });
export const factLabel = style({ fontWeight: vars.font.weightBold });
globalStyle(`${facts} dd`, { margin: 0 });
export const table = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, { textAlign: 'start', padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: '1px solid #ccc', verticalAlign: 'top' });
export const day = style({ breakInside: 'avoid', display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const dayList = style({ margin: 0, paddingInlineStart: vars.space.lg });
/** Each voucher starts a new printed page. */
export const voucher = style({
  breakInside: 'avoid', display: 'flex', flexDirection: 'column', gap: vars.space.md,
  selectors: { '& + &': { borderTop: '1px dashed #999', paddingTop: vars.space.lg } },
  '@media': { print: { selectors: { '& + &': { breakBefore: 'page', borderTop: 'none', paddingTop: 0 } } } },
});

// On paper only the sheet prints: everything else is hidden without changing the screen layout. Scoped with :has so
// this stylesheet, which stays loaded after leaving a print route, never blanks the printout of another screen.
globalStyle(`body:has(${sheet}) *`, { '@media': { print: { visibility: 'hidden' } } });
// Same :has prefix, so these outrank the rule above.
globalStyle(`body:has(${sheet}) ${sheet}, body:has(${sheet}) ${sheet} *`, { '@media': { print: { visibility: 'visible' } } });
globalStyle(`body:has(${sheet}) ${sheet}`, { '@media': { print: { position: 'absolute', insetInlineStart: 0, top: 0, width: '100%' } } });
globalStyle(`body:has(${sheet})`, { '@media': { print: { background: '#fff' } } });

import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const panel = style({ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 });

export const logo = style({ padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.sm}`, color: vars.color.sidebarText });

export const nav = style({ flex: 1, overflowY: 'auto', padding: `${vars.space.sm} ${vars.space.sm}` });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const subList = style([list, { padding: `${vars.space.xxs} 0 ${vars.space.xs} ${vars.space.lg}` }]);

const itemBase = {
  display: 'flex', alignItems: 'center', justifyContent: 'space-between', width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md, color: vars.color.sidebarText,
  textDecoration: 'none', fontFamily: vars.font.body, fontSize: vars.font.sizeBody, background: 'transparent',
  border: 0, cursor: 'pointer', textAlign: 'left' as const,
};

export const link = style({
  ...itemBase,
  selectors: {
    '&:hover': { background: 'rgba(255,255,255,0.08)' },
    '&[aria-current="page"]': { background: vars.color.sidebarActive, color: '#fff', fontWeight: vars.font.weightMedium },
  },
});

export const groupButton = style({
  ...itemBase,
  fontWeight: vars.font.weightMedium,
  selectors: { '&:hover': { background: 'rgba(255,255,255,0.08)' } },
});

export const chevron = style({
  transition: 'transform 120ms', fontSize: vars.font.sizeXs,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' } },
});

export const footer = style({
  padding: vars.space.md, borderTop: '1px solid rgba(255,255,255,0.12)', display: 'flex', flexDirection: 'column',
  gap: vars.space.sm,
});

export const languages = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center', fontSize: vars.font.sizeSm });

export const languageLink = style({
  color: vars.color.sidebarText, padding: `${vars.space.xxs} ${vars.space.sm}`, borderRadius: vars.radius.sm,
  textDecoration: 'none',
  selectors: { '&[aria-current="true"]': { background: 'rgba(255,255,255,0.16)', fontWeight: vars.font.weightBold } },
});

export const userName = style({ fontSize: vars.font.sizeSm, opacity: 0.85, overflow: 'hidden', textOverflow: 'ellipsis' });

export const accountLink = style({
  color: vars.color.sidebarText, fontSize: vars.font.sizeSm, textDecoration: 'underline',
  selectors: { '&[aria-current="page"]': { fontWeight: vars.font.weightBold } },
});

/** Opens the quick search: looks like a search box, so it reads as one at a glance. */
export const searchButton = style({
  display: 'flex', alignItems: 'center', gap: vars.space.sm, margin: `${vars.space.sm} ${vars.space.md} 0`,
  padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md, border: '1px solid rgba(255,255,255,0.35)',
  background: 'rgba(255,255,255,0.08)', color: vars.color.sidebarText, fontFamily: vars.font.body,
  fontSize: vars.font.sizeBody, cursor: 'pointer', textAlign: 'left',
  selectors: { '&:hover': { background: 'rgba(255,255,255,0.16)' } },
});

export const searchLabel = style({ flex: 1 });

export const helpButton = style({
  alignSelf: 'flex-start', padding: 0, border: 0, background: 'transparent', color: vars.color.sidebarText,
  fontFamily: vars.font.body, fontSize: vars.font.sizeSm, textDecoration: 'underline', cursor: 'pointer',
});

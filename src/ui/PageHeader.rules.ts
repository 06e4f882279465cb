import type { GlobalStyleRule } from '@vanilla-extract/css';
import { vars } from './theme.css';

/**
 * The page header's geometry, as rules rather than classes: PageHeader.css.ts makes its classes of them, and the
 * page frame the server draws before the app runs (src/app/layout/bootShell.css.ts) its own, so the heading it draws
 * stands exactly where the page's will.
 */
export const pageHeaderRules = {
  header: { display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: `${vars.space.sm} ${vars.space.lg}` },
  titles: { display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 },
  title: {
    margin: 0, fontSize: vars.font.sizeXl, fontWeight: vars.font.weightBold, color: vars.color.text, lineHeight: 1.25,
    overflowWrap: 'anywhere',
  },
  description: { margin: 0, color: vars.color.textMuted },
} satisfies Record<string, GlobalStyleRule>;

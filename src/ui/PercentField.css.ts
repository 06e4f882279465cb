import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** The % sign at the end of the box, drawn like InputGroup's prefix on the other side. */
export const suffix = style({
  display: 'flex', alignItems: 'center', flexShrink: 0, padding: `0 ${vars.space.sm}`, background: vars.color.background,
  borderLeft: `1px solid ${vars.color.border}`, color: vars.color.textMuted, fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
});

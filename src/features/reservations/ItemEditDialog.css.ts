import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/** The service picker spans the dialog's grid. */
export const picker = style({ gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const current = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });
export const currentField = style({ flex: '1 1 260px', minWidth: 0 });
export const chosen = style({ borderColor: vars.color.accent, background: vars.color.accentSoft });
export const preview = style({
  gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: `${vars.space.xs} ${vars.space.md}`,
  padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.brandSoft, marginTop: vars.space.md,
});
export const previewTitle = style({ fontWeight: vars.font.weightBold, color: vars.color.brandStrong });
export const previewFailed = style([preview, { background: vars.color.warningSoft, color: vars.color.warning }]);

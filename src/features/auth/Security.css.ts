import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0, maxWidth: '560px' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const status = style({ margin: 0, fontWeight: vars.font.weightMedium });

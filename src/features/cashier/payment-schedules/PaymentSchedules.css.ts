import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const termsGrid = style({
  display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: vars.space.md, alignItems: 'start',
});
export const termsActions = style({ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });
export const rowActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

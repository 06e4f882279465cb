import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const input = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

/** The decrement button sits at the start: its divider goes on the other side. */
export const start = style({ borderLeft: 0, borderRight: `1px solid ${vars.color.border}` });

/** The look-alike value while the field's code loads (./NumberField): at the end, as the input puts it. */
export const skeleton = style({ justifyContent: 'flex-end' });

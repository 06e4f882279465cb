import { style } from '@vanilla-extract/css';

export const input = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

import { style } from '@vanilla-extract/css';

/** The listbox region of the popover also shows the empty / loading text, so it must not collapse. */
export const listBox = style({ minHeight: '36px' });

import { style } from '@vanilla-extract/css';

/** Out of sight but in the page: the button opens it, and tests and assistive tools still find it by its label. */
export const hiddenInput = style({ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' });

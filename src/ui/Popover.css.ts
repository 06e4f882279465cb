import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

const fadeIn = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' }, to: { opacity: 1, transform: 'none' } });

/** The floating surface shared by Select, ComboBox and the date pickers. */
export const popover = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  outline: 'none',
  overflow: 'auto',
  zIndex: vars.z.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} 120ms ease-out` },
  },
});

/** A popover as wide as the field that opened it. */
export const listPopover = style([popover, { minWidth: 'var(--trigger-width)' }]);

/** The dialog inside a popover (date pickers): no outline of its own. */
export const dialog = style({ outline: 'none' });

/** Holds a calendar's place for the moment its code loads, so the popover does not jump (about one month's grid). */
export const calendarLoading = style({ width: '256px', height: '284px' });

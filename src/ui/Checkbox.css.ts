import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const box = style({
  display: 'flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0, width: '16px', height: '16px',
  marginTop: vars.space.xxs, border: `1.5px solid ${vars.color.borderStrong}`, borderRadius: vars.radius.sm,
  background: vars.color.surface, color: vars.color.textOnBrand, transition: 'background 120ms, border-color 120ms',
});

export const button = style({
  display: 'inline-flex', alignItems: 'flex-start', gap: vars.space.sm, width: 'fit-content',
  fontSize: vars.font.sizeBody, color: vars.color.text, cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

// State styles on the label (react-aria sets the data attributes there), applied to the box.
export const boxInButton = style({
  selectors: {
    [`${button}[data-hovered] &`]: { borderColor: vars.color.brand },
    [`${button}[data-selected] &, ${button}[data-indeterminate] &`]: {
      background: vars.color.brand, borderColor: vars.color.brand,
    },
    [`${button}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    [`${button}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${button}[data-disabled] &`]: { opacity: 0.55 },
  },
});

export const description = style({ paddingInlineStart: '24px', fontSize: vars.font.sizeXs, color: vars.color.textMuted });

export const error = style({ paddingInlineStart: '24px', fontSize: vars.font.sizeSm, color: vars.color.danger });

import { globalStyle, style } from '@vanilla-extract/css';
import * as fieldStyles from '../../../ui/Field.css';
import { MOBILE_QUERY, vars } from '../../../ui/theme.css';

/** Item codes of a feature in the list, a few at most. */
export const codes = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });

const NARROW_QUERY = 'screen and (max-width: 1180px)';

/**
 * An item row of a feature: number, five fields and the remove button on one line so a long list stays readable;
 * stacked on a phone.
 */
export const itemRow = style({
  display: 'grid', gridTemplateColumns: `${vars.space.xl} repeat(5, minmax(0, 1fr)) auto`, gap: `${vars.space.sm} ${vars.space.md}`,
  alignItems: 'start', padding: `${vars.space.sm} ${vars.space.md}`, border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md, background: vars.color.background, minWidth: 0,
  '@media': {
    // Narrower: two lines of three (code, name, short name / value, type, remove).
    [NARROW_QUERY]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [MOBILE_QUERY]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

/** The row number, in its own column while the row is one line. */
export const itemNumber = style({
  paddingTop: '24px', fontSize: vars.font.sizeSm, fontWeight: vars.font.weightBold, color: vars.color.textMuted,
  lineHeight: '34px', textAlign: 'end', '@media': { [NARROW_QUERY]: { display: 'none' } },
});

/** Lines the remove button up with the inputs under the field labels. */
export const itemRemove = style({
  paddingTop: '24px', minWidth: 0, '@media': { [MOBILE_QUERY]: { paddingTop: 0 } },
});

/**
 * Marks the labels of required fields with an asterisk inside these forms (react-aria puts data-required on the
 * field). The fields already say "required" to screen readers, so the mark is hidden from them (CSS alt text "").
 */
export const requiredMarks = style({});
// The label is a <label> in text fields and a <span> in selects: the shared label class finds both.
globalStyle(`${requiredMarks} [data-required] > ${fieldStyles.label}::after`, {
  content: '" *" / ""', color: vars.color.danger, fontWeight: vars.font.weightBold,
});

import type { IntlShape } from 'react-intl';

/**
 * A calendar date ('YYYY-MM-DD') for the reader. Formatted in UTC because the string names a day, not a moment:
 * read as local midnight it would show the day before west of Greenwich.
 */
export const formatDay = (intl: IntlShape, day: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
  intl.formatDate(`${day.slice(0, 10)}T00:00:00Z`, { ...options, timeZone: 'UTC' });

import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { fieldErrorTexts, readServerError, serverErrorText } from './serverErrors';

/**
 * A failed call in the page's language (issue 19): `message(error)` is the reason with its figures (else the code's
 * general message, else null), `fields(error)` the field problems keyed by the form's paths.
 */
export function useServerErrors() {
  const intl = useIntl();
  return useMemo(() => ({
    message: (error: unknown) => serverErrorText(intl, readServerError(error)),
    fields: (error: unknown) => fieldErrorTexts(intl, readServerError(error)),
    read: readServerError,
  }), [intl]);
}

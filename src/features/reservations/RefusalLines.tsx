import { useIntl } from 'react-intl';
import { readServerError, unansweredText } from '../../app/errors/serverErrors';
import { refusalWords } from '../../app/forms/failureText';

/**
 * A refused action in a dialog: SPEC's message, and below it the refusal's reason in the page's language (the
 * server's reason with its figures, a missing permission, a field problem, or that no server answered).
 */
export function RefusalLines({ message, error }: { message: string; error: unknown }) {
  const intl = useIntl();
  const reason = refusalWords(intl, error) ?? unansweredText(intl, readServerError(error));
  return <>{message}{reason && <><br />{reason}</>}</>;
}

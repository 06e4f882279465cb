import { useIntl } from 'react-intl';
import { Spinner } from '../../ui/Spinner';
import { appMessages } from '../messages';

export function LoadingPage() {
  return <Spinner label={useIntl().formatMessage(appMessages.loading)} />;
}

/** While a language's messages download there is no translation to ask: the one word comes with the code. */
export function LoadingMessagesPage({ locale }: { locale: string }) {
  return <Spinner label={locale === 'es' ? 'Cargando…' : 'Loading…'} />;
}

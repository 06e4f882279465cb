import { useIntl } from 'react-intl';
import { Spinner } from '../../ui/Spinner';
import { appMessages } from '../messages';

export function LoadingPage() {
  return <Spinner label={useIntl().formatMessage(appMessages.loading)} />;
}

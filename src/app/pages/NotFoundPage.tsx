import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { Button } from '../../ui/Button';
import { usePageTitle } from '../../ui/pageTitle';
import { readServerError, serverErrorText } from '../errors/serverErrors';
import { appMessages } from '../messages';
import * as styles from './StatusPage.css';

/**
 * 'Error 404 - Something went wrong' with Retry and Home; also the page errors fall back to, saying the failed load's
 * code in the page's language (issue 19: never the server's or the browser's English text).
 */
export function NotFoundPage({ onRetry, error }: { onRetry?: () => void; error?: unknown }) {
  const intl = useIntl();
  const detail = error === undefined ? null : serverErrorText(intl, readServerError(error));
  const [, navigate] = useLocation();
  const title = intl.formatMessage(appMessages.notFoundTitle);
  usePageTitle(title);
  return (
    <section className={styles.page} aria-labelledby="status-title">
      <p className={styles.code} aria-hidden="true">404</p>
      <h1 id="status-title" className={styles.title} tabIndex={-1}>{title}</h1>
      <p className={styles.subtitle}>{detail ?? intl.formatMessage(appMessages.notFoundSubtitle)}</p>
      <div className={styles.actions}>
        <Button onPress={onRetry ?? (() => window.location.reload())}>{intl.formatMessage(appMessages.retry)}</Button>
        <Button variant="secondary" onPress={() => navigate('/')}>{intl.formatMessage(appMessages.goHome)}</Button>
      </div>
    </section>
  );
}

import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { Button } from '../../ui/Button';
import { usePageTitle } from '../../ui/pageTitle';
import { appMessages } from '../messages';
import * as styles from './StatusPage.css';

export function ForbiddenPage() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const title = intl.formatMessage(appMessages.forbiddenTitle);
  usePageTitle(title);
  return (
    <section className={styles.page} aria-labelledby="status-title">
      <p className={styles.code} aria-hidden="true">403</p>
      <h1 id="status-title" className={styles.title} tabIndex={-1}>{title}</h1>
      <p className={styles.subtitle}>{intl.formatMessage(appMessages.forbiddenSubtitle)}</p>
      <div className={styles.actions}>
        <Button onPress={() => navigate('/')}>{intl.formatMessage(appMessages.goHome)}</Button>
      </div>
    </section>
  );
}

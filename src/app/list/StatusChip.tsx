import { useIntl } from 'react-intl';
import * as styles from './AdminPage.css';
import { adminMessages } from './adminMessages';

export function StatusChip({ status }: { status: string }) {
  const intl = useIntl();
  const active = status === 'ACTIVE';
  return (
    <span className={styles.chip({ tone: active ? 'accent' : 'muted' })}>
      {intl.formatMessage(active ? adminMessages.active : adminMessages.inactive)}
    </span>
  );
}

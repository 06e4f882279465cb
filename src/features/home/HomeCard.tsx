import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import * as styles from './HomeDashboard.css';
import { HomeCardLink } from './HomeFigure';

/**
 * A dashboard card: its title, the header link to everything behind it when the reader may open it, and its body or,
 * when the body is empty (false or null), the empty state.
 */
export function HomeCard({ title, link, empty, children }: {
  title: MessageDescriptor;
  link?: { href: string | null | false; label: MessageDescriptor };
  empty?: { title: MessageDescriptor; description?: MessageDescriptor };
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Card
      title={intl.formatMessage(title)}
      actions={link?.href && <HomeCardLink href={link.href}>{intl.formatMessage(link.label)}</HomeCardLink>}
    >
      {children ? <div className={styles.cardBody}>{children}</div> : empty && (
        <EmptyState title={intl.formatMessage(empty.title)} description={empty.description && intl.formatMessage(empty.description)} />
      )}
    </Card>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { adminMessages } from '../../app/list/adminMessages';
import { Card } from '../../ui/Card';
import { productMessages as m } from './messages';
import * as styles from './Products.css';
import { useProductTexts } from './useProductTexts';

/** A read-only section of the product view, with an Edit link to the route that changes only that section. */
export function ProductSectionCard({ title, editHref, children }: { title: string; editHref: string; children: ReactNode }) {
  const { t } = useProductTexts();
  return (
    <Card title={title} actions={(
      <Link href={editHref} className={styles.linkButton} aria-label={t(m.editSection, { section: title })}>
        {t(adminMessages.edit)}
      </Link>
    )}>
      {children}
    </Card>
  );
}

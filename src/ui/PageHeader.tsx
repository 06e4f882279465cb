import type { ReactNode } from 'react';
import { Breadcrumbs, type BreadcrumbItem } from './Breadcrumbs';
import * as styles from './PageHeader.css';

export interface PageHeaderProps {
  /** The page's h1. */
  title: ReactNode;
  description?: ReactNode;
  /** The trail above the title; include the current page as the last item. */
  breadcrumbs?: readonly BreadcrumbItem[];
  breadcrumbsLabel?: string;
  /** Buttons at the right of the title (wrap under it on narrow screens). */
  actions?: ReactNode;
}

export function PageHeader({ title, description, breadcrumbs, breadcrumbsLabel, actions }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      {breadcrumbs && breadcrumbs.length > 0 && <Breadcrumbs items={breadcrumbs} label={breadcrumbsLabel} />}
      <div className={styles.row}>
        <div className={styles.titles}>
          <h1 className={styles.title}>{title}</h1>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </header>
  );
}

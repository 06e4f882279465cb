import type { ReactNode } from 'react';
import { Breadcrumbs, type BreadcrumbItem } from './Breadcrumbs';
import * as styles from './PageHeader.css';
import { usePageTitle } from './pageTitle';

export interface PageHeaderProps {
  /** The page's h1; a text title also names the document. */
  title: ReactNode;
  /** The document title when the h1 is not plain text (a chip beside the name) or says something else ("Welcome, …"). */
  documentTitle?: string;
  description?: ReactNode;
  /** The trail above the title; include the current page as the last item. */
  breadcrumbs?: readonly BreadcrumbItem[];
  breadcrumbsLabel?: string;
  /** Buttons at the right of the title (wrap under it on narrow screens). */
  actions?: ReactNode;
}

export function PageHeader({ title, documentTitle, description, breadcrumbs, breadcrumbsLabel, actions }: PageHeaderProps) {
  usePageTitle(documentTitle ?? (typeof title === 'string' ? title : null));
  return (
    <header className={styles.header}>
      {breadcrumbs && breadcrumbs.length > 0 && <Breadcrumbs items={breadcrumbs} label={breadcrumbsLabel} />}
      <div className={styles.row}>
        <div className={styles.titles}>
          {/* tabIndex -1: focus lands here after a navigation (app/useFocusOnNavigation.ts), not in the tab order. */}
          <h1 className={styles.title} tabIndex={-1}>{title}</h1>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </header>
  );
}

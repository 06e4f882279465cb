import { Breadcrumb, Breadcrumbs as AriaBreadcrumbs, Link } from 'react-aria-components';
import * as styles from './Breadcrumbs.css';
import { ChevronRightIcon } from './icons';

export interface BreadcrumbItem {
  label: string;
  /** Omit for a crumb that is not a page of its own. The last crumb is the current page. */
  href?: string;
}

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
  /** Accessible name of the navigation landmark. */
  label?: string;
}

/**
 * The trail to the current page. Links go through react-aria's RouterProvider when the app provides one,
 * otherwise they are plain anchors.
 */
export function Breadcrumbs({ items, label = 'Breadcrumbs' }: BreadcrumbsProps) {
  return (
    <nav aria-label={label}>
      <AriaBreadcrumbs className={styles.list}>
        {items.map((item, index) => (
          <Breadcrumb key={index} id={index} className={styles.item}>
            {({ isCurrent }) => (
              <>
                {isCurrent || item.href
                  ? <Link href={isCurrent ? undefined : item.href} className={styles.link}>{item.label}</Link>
                  : <span className={styles.link}>{item.label}</span>}
                {!isCurrent && <span className={styles.separator}><ChevronRightIcon size={12} /></span>}
              </>
            )}
          </Breadcrumb>
        ))}
      </AriaBreadcrumbs>
    </nav>
  );
}

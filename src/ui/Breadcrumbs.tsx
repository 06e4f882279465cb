import { Link } from 'react-aria-components';
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
 * otherwise they are plain anchors. A plain list, not react-aria's Breadcrumbs collection: that one draws its items
 * twice on every page (a hidden pass to build the collection, then again at once), for a trail nothing reorders.
 */
export function Breadcrumbs({ items, label = 'Breadcrumbs' }: BreadcrumbsProps) {
  return (
    <nav aria-label={label}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={index} className={styles.item}>
              {isCurrent ? <span className={styles.link} aria-current="page" data-current>{item.label}</span>
                : item.href ? <Link href={item.href} className={styles.link}>{item.label}</Link>
                  : <span className={styles.link}>{item.label}</span>}
              {!isCurrent && <span className={styles.separator} aria-hidden="true"><ChevronRightIcon size={12} /></span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

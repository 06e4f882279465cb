import type { ReactNode } from 'react';
import { Link } from 'wouter';
import * as styles from './HomeDashboard.css';

/** A card's headline number; a link to the list or report behind it when the reader may open one. */
export function HomeFigure({ value, href, label, children }: {
  value: string;
  href: string | null;
  /** The link's accessible name when the number alone would not say what it opens. */
  label?: string;
  children?: ReactNode;
}) {
  return (
    <div className={styles.headline}>
      {href
        ? <Link href={href} className={styles.figure} aria-label={label}>{value}</Link>
        : <span className={styles.figure}>{value}</span>}
      {children && <span className={styles.figureNote}>{children}</span>}
    </div>
  );
}

/** The card header's link to everything behind the card. */
export function HomeCardLink({ href, children }: { href: string; children: ReactNode }) {
  return <Link href={href} className={styles.cardLink}>{children}</Link>;
}

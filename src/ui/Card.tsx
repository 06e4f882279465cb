import { useId, type ReactNode } from 'react';
import * as styles from './Card.css';

export interface CardProps {
  /** With a title the card is a labelled section with an h2 header. */
  title?: string;
  /** Buttons or links at the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Inner spacing of the body; `none` for a table or list edge to edge. */
  padding?: 'none' | 'md' | 'lg';
}

/** A white panel on the page background. */
export function Card({ title, actions, children, footer, padding }: CardProps) {
  const titleId = useId();
  const content = (
    <>
      {(title || actions) && (
        <div className={styles.header}>
          {title && <h2 id={titleId} className={styles.title}>{title}</h2>}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
      <div className={styles.body({ padding })}>{children}</div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </>
  );
  return title
    ? <section aria-labelledby={titleId} className={styles.card}>{content}</section>
    : <div className={styles.card}>{content}</div>;
}

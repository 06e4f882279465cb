import type { ReactNode } from 'react';
import * as styles from './DetailList.css';

/** One term and what it says about the record. */
export type Detail = readonly [term: string, value: ReactNode];

/** A record's terms and values, read only: a description list, each pair in its own row. */
export function DetailList({ details, layout = 'grid' }: { details: readonly Detail[]; layout?: 'grid' | 'fitted' | 'inline' }) {
  return (
    <dl className={styles.list({ layout })}>
      {details.map(([term, value], i) => (
        <div key={i} className={styles.row[layout]}>
          <dt className={styles.term[layout]}>{term}</dt>
          <dd className={styles.definition}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

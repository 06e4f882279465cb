import type { ReactNode } from 'react';
import * as styles from './CashierTransactionDetail.css';

export interface DetailColumn {
  label: string;
  /** Right-aligned, as amounts are. */
  amount?: boolean;
}

/** One part of the transaction dialog: a heading, and a table named by it whose rows the caller draws. */
export function TransactionDetailTable({ id, title, columns, children }: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  columns: DetailColumn[];
  children: ReactNode;
}) {
  return (
    <section className={styles.body} aria-labelledby={id}>
      <h3 id={id} className={styles.heading}>{title}</h3>
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-label={title}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.label} className={column.amount ? `${styles.th} ${styles.amount}` : styles.th} scope="col">{column.label}</th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </section>
  );
}

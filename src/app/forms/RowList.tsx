import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { PlusIcon } from '../../ui/icons';
import * as styles from './Form.css';

/** What a row of a list editor is handed: its place, the path of its fields, and how to change or remove it. */
export interface RowPlace<R> {
  index: number;
  /** 1-based, for its label. */
  number: number;
  /** The path of the row's fields ('values.2'): their problems are at `${at}.name`. */
  at: string;
  /** Changes some of the row's fields; the server's problem about `field` no longer applies. */
  update: (changes: Partial<R>, field: string) => void;
  remove: () => void;
}

/**
 * The list part of a form (values, identifications, addresses, contacts): its rows in order, a line when there are
 * none, the server's problem about the list as a whole, and a button that adds a row.
 */
export function RowList<R extends { key: string }>({ rows, onChange, onEdited, path, newRow, emptyText, listError, addLabel, children }: {
  rows: readonly R[];
  onChange: (rows: R[]) => void;
  onEdited: (path: string) => void;
  /** The list's path in the form ('values'). */
  path: string;
  newRow: () => R;
  emptyText?: string;
  listError?: string;
  addLabel: string;
  children: (row: R, place: RowPlace<R>) => ReactNode;
}) {
  const placeOf = (index: number): RowPlace<R> => ({
    index,
    number: index + 1,
    at: `${path}.${index}`,
    update: (changes, field) => {
      onChange(rows.map((row, i) => (i === index ? { ...row, ...changes } : row)));
      onEdited(`${path}.${index}.${field}`);
    },
    remove: () => onChange(rows.filter((_, i) => i !== index)),
  });
  return (
    <div className={styles.form}>
      {rows.length === 0 && emptyText ? <p className={styles.empty}>{emptyText}</p> : (
        <ol className={styles.rows}>
          {rows.map((row, index) => <li key={row.key}>{children(row, placeOf(index))}</li>)}
        </ol>
      )}
      {listError && <p role="alert" className={styles.listError}>{listError}</p>}
      <div className={styles.addRow}>
        <Button variant="secondary" onPress={() => onChange([...rows, newRow()])}>
          <PlusIcon size={14} />{addLabel}
        </Button>
      </div>
    </div>
  );
}

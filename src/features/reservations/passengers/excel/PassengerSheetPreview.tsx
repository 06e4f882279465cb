import { useIntl } from 'react-intl';
import { DataTable } from '../../../../ui/DataTable';
import { excelMessages as x, passengerMessages as m } from '../messages';
import * as styles from '../ReservationPassengers.css';
import type { PassengerColumn, PreviewRow } from './passengerRows';

type Column = 'row' | 'name' | 'type' | 'document' | 'problems';

const COLUMN_LABEL = {
  passengerType: m.passengerType, firstName: m.firstName, lastName: m.lastName, documentType: m.documentType,
  documentNumber: m.documentNumber, citizenship: m.citizenship, gender: m.gender, birthDate: m.birthDate,
} as const;

/**
 * Each problem of a row in words, naming the column and the sheet's cell to fix ("Birth date (H5): not a date; write
 * it as 14/05/1990", the example in the page locale's order).
 */
export function useRowProblems() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const example = intl.formatDate(Date.UTC(1990, 4, 14), { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
  return (row: PreviewRow) => (Object.entries(row.problems) as [PassengerColumn, string][]).map(([column, problem]) => {
    const ref = row.cellRefs[column];
    const where = ref ? t(x.columnAtCell, { column: t(COLUMN_LABEL[column]), cell: ref }) : t(COLUMN_LABEL[column]);
    return `${where}: ${t(x[`problem${problem}` as keyof typeof x], { example })}`;
  });
}

/** The rows read from the file, bad ones first-class: every problem named with its column, cell and reason. */
export function PassengerSheetPreview({ rows }: { rows: readonly PreviewRow[] }) {
  const t = useIntl().formatMessage;
  const tableRows = rows.map((r) => ({ ...r, id: r.sheetRow }));
  const problems = useRowProblems();
  const problemText = (row: PreviewRow) => problems(row).join('; ');
  return (
    <DataTable<(typeof tableRows)[number], Column>
      label={t(x.previewLabel)}
      columns={[
        { id: 'row', label: t(x.row), align: 'end' },
        { id: 'name', label: t(m.name), isRowHeader: true },
        { id: 'type', label: t(m.passengerType) },
        { id: 'document', label: t(m.document) },
        { id: 'problems', label: t(x.problems), wrap: true },
      ]}
      rows={tableRows}
      renderCell={(row, column) => {
        switch (column) {
          case 'row': return row.sheetRow;
          case 'name': return `${row.cells.firstName} ${row.cells.lastName}`.trim();
          case 'type': return row.cells.passengerType;
          case 'document': return `${row.cells.documentType} ${row.cells.documentNumber}`.trim();
          case 'problems': return row.input
            ? <span className={styles.ok}>{t(x.ok)}</span>
            : <span className={styles.problems}>{problemText(row)}</span>;
        }
      }}
    />
  );
}

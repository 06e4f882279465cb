import { useIntl } from 'react-intl';
import { DataTable } from '../../../ui/DataTable';
import { excelMessages as x, passengerMessages as m } from '../messages';
import * as styles from '../ReservationPassengers.css';
import type { PassengerColumn, PreviewRow } from './passengerRows';

type Column = 'row' | 'name' | 'type' | 'document' | 'problems';

const COLUMN_LABEL = {
  passengerType: m.passengerType, firstName: m.firstName, lastName: m.lastName, documentType: m.documentType,
  documentNumber: m.documentNumber, citizenship: m.citizenship, gender: m.gender, birthDate: m.birthDate,
} as const;

/** The rows read from the file, bad ones first-class: every problem named with its column and reason. */
export function PassengerSheetPreview({ rows }: { rows: readonly PreviewRow[] }) {
  const t = useIntl().formatMessage;
  const tableRows = rows.map((r) => ({ ...r, id: r.sheetRow }));
  const problemText = (row: PreviewRow) => (Object.entries(row.problems) as [PassengerColumn, string][])
    .map(([column, problem]) => `${t(COLUMN_LABEL[column])}: ${t(x[`problem${problem}` as keyof typeof x])}`)
    .join('; ');
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

import { useIntl } from 'react-intl';
import { useCatalogName } from '../catalogNames';
import * as formStyles from '../forms/Form.css';
import type { CellColumn } from './cellColumns';
import { adminMessages } from './adminMessages';
import { StatusChip } from './StatusChip';
import { TwoLineCell } from './TwoLineCell';

/**
 * What a record list's cells draw with: the reader's words, number and date formats and catalog names, and the
 * columns several lists show alike, each saying its header, sorting and cell once.
 */
export function useRecordColumns() {
  const intl = useIntl();
  const cn = useCatalogName();
  const column = {
    /** The record's code in the code font, sortable; `code` marks it up as code, as the catalogs do. */
    code: (label: string, element: 'span' | 'code' = 'span'): CellColumn<{ code: string }> => ({
      id: 'code', label, allowsSorting: true,
      cell: (row) => (element === 'code'
        ? <code className={formStyles.code}>{row.code}</code> : <span className={formStyles.code}>{row.code}</span>),
    }),
    /** The record's name, the row's header, with its short name under it where that says something else. */
    name: (label: string): CellColumn<{ name: string; shortName: string }> => ({
      id: 'name', label, allowsSorting: true, isRowHeader: true, wrap: true,
      cell: (row) => <TwoLineCell main={row.name} detail={row.shortName !== row.name ? row.shortName : null} />,
    }),
    /** The record's status (active or not) as a chip, sortable. */
    status: (): CellColumn<{ idStatus: string }> => ({
      id: 'idStatus', label: intl.formatMessage(adminMessages.status), allowsSorting: true,
      cell: (row) => <StatusChip status={row.idStatus} />,
    }),
    /** The day the record last changed, sortable. */
    updatedAt: (label: string): CellColumn<{ updatedAt: string }> => ({
      id: 'updatedAt', label, allowsSorting: true, cell: (row) => intl.formatDate(row.updatedAt, { dateStyle: 'medium' }),
    }),
  };
  return { intl, t: intl.formatMessage, cn, column };
}

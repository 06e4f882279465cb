import { useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { RowList } from '../../app/forms/RowList';
import { TextField } from '../../ui/TextField';
import * as styles from '../../app/forms/Form.css';
import { gpMessages as m } from './messages';
import type { ValueRow } from './validation';

export interface GeneralParameterValuesEditorProps {
  rows: ValueRow[];
  onChange: (rows: ValueRow[]) => void;
  /** The problem text of a value field by path ('values.2.code'). */
  errorOf: (path: string) => string | undefined;
  /** Called after a field of a row changed, so its server error can be cleared. */
  onEdited: (path: string) => void;
}

let nextKey = 0;
/** A new, empty value row. */
export const newValueRow = (): ValueRow => ({ key: `new-${++nextKey}`, name: '', nameEs: '', shortName: '', code: '', value: '' });

/** The values of a parameter as editable rows: add, change, remove; the order is the pickers' order. */
export function GeneralParameterValuesEditor({ rows, onChange, errorOf, onEdited }: GeneralParameterValuesEditorProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <RowList rows={rows} onChange={onChange} onEdited={onEdited} path="values" newRow={newValueRow}
      emptyText={t(m.noValues)} addLabel={t(m.addValue)}>
      {(row, { number, at, update, remove }) => {
        const set = (field: 'name' | 'nameEs' | 'shortName' | 'code' | 'value') => (text: string) => update({ [field]: text }, field);
        return (
          <div className={styles.valueRow} role="group" aria-label={t(m.valueRow, { number })}>
            <span className={styles.rowNumber} aria-hidden="true">{number}</span>
            <TextField label={t(m.valueName)} value={row.name} onChange={set('name')} isRequired
              errorMessage={errorOf(`${at}.name`)} />
            <TextField label={t(m.valueNameEs)} description={t(m.valueNameEsHint)} value={row.nameEs}
              onChange={set('nameEs')} errorMessage={errorOf(`${at}.nameEs`)} lang="es" />
            <TextField label={t(m.valueShortName)} value={row.shortName} onChange={set('shortName')} isRequired
              errorMessage={errorOf(`${at}.shortName`)} />
            <TextField label={t(m.valueCode)} value={row.code} onChange={set('code')} isRequired
              errorMessage={errorOf(`${at}.code`)} autoComplete="off" />
            <TextField label={t(m.valueValue)} value={row.value} onChange={set('value')}
              errorMessage={errorOf(`${at}.value`)} autoComplete="off" />
            <div className={styles.besideInput}>
              <Button variant="quiet" size="sm" aria-label={t(m.removeValue, { number })} onPress={remove}>{t(m.remove)}</Button>
            </div>
          </div>
        );
      }}
    </RowList>
  );
}

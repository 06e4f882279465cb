import { useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { PlusIcon } from '../../ui/icons';
import { Select, type SelectItem } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import * as styles from '../../app/forms/Form.css';
import { entityMessages as m } from './messages';
import { newAddressRow, type AddressRow } from './validation';

export interface EntityAddressesEditorProps {
  rows: AddressRow[];
  onChange: (rows: AddressRow[]) => void;
  addressTypes: readonly SelectItem[];
  countries: readonly SelectItem[];
  errorOf: (path: string) => string | undefined;
  onEdited: (path: string) => void;
}

/** An entity's addresses as editable rows (one or more): add, change, remove. */
export function EntityAddressesEditor({ rows, onChange, addressTypes, countries, errorOf, onEdited }: EntityAddressesEditorProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const update = (index: number, changes: Partial<AddressRow>, field: string) => {
    onChange(rows.map((row, i) => (i === index ? { ...row, ...changes } : row)));
    onEdited(`addresses.${index}.${field}`);
  };
  const text = (index: number, field: 'address' | 'state' | 'city' | 'postalCode') => (value: string) => update(index, { [field]: value }, field);
  return (
    <div className={styles.form}>
      <ol className={styles.rows}>
        {rows.map((row, index) => {
          const number = index + 1;
          const at = `addresses.${index}`;
          return (
            <li key={row.key}>
              <div className={styles.row} role="group" aria-label={t(m.addressRow, { number })}>
                <div className={styles.rowHeader}>
                  <p className={styles.rowTitle} aria-hidden="true">{t(m.addressRow, { number })}</p>
                  {rows.length > 1 && (
                    <Button variant="quiet" size="sm" onPress={() => onChange(rows.filter((_, i) => i !== index))}>
                      {t(m.removeAddress, { number })}
                    </Button>
                  )}
                </div>
                <div className={styles.rowFields({ columns: 3 })}>
                  <Select label={t(m.addressType)} items={addressTypes} selectedKey={row.idAddressType} placeholder={t(m.choose)}
                    onSelectionChange={(key) => update(index, { idAddressType: key }, 'idAddressType')} isRequired
                    errorMessage={errorOf(`${at}.idAddressType`)} />
                  <div className={styles.wide}>
                    <TextField label={t(m.address)} value={row.address} onChange={text(index, 'address')} isRequired
                      autoComplete="off" errorMessage={errorOf(`${at}.address`)} />
                  </div>
                  <TextField label={t(m.city)} value={row.city} onChange={text(index, 'city')} isRequired autoComplete="off"
                    errorMessage={errorOf(`${at}.city`)} />
                  <TextField label={t(m.state)} value={row.state} onChange={text(index, 'state')} autoComplete="off"
                    errorMessage={errorOf(`${at}.state`)} />
                  <Select label={t(m.country)} items={countries} selectedKey={row.idCountry} placeholder={t(m.choose)}
                    onSelectionChange={(key) => update(index, { idCountry: key }, 'idCountry')} isRequired
                    errorMessage={errorOf(`${at}.idCountry`)} />
                  <TextField label={t(m.postalCode)} value={row.postalCode} onChange={text(index, 'postalCode')} autoComplete="off"
                    errorMessage={errorOf(`${at}.postalCode`)} />
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {errorOf('addresses') && <p role="alert" className={styles.listError}>{errorOf('addresses')}</p>}
      <div className={styles.addRow}>
        <Button variant="secondary" onPress={() => onChange([...rows, newAddressRow()])}>
          <PlusIcon size={14} />{t(m.addAddress)}
        </Button>
      </div>
    </div>
  );
}

import { useIntl } from 'react-intl';
import { RowList } from '../../app/forms/RowList';
import { Select, type SelectItem } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import * as styles from '../../app/forms/Form.css';
import { EntityRowHeader } from './EntityRowHeader';
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
  return (
    <RowList rows={rows} onChange={onChange} onEdited={onEdited} path="addresses" newRow={newAddressRow}
      listError={errorOf('addresses')} addLabel={t(m.addAddress)}>
      {(row, { number, at, update, remove }) => {
        const text = (field: 'address' | 'state' | 'city' | 'postalCode') => (value: string) => update({ [field]: value }, field);
        return (
          <div className={styles.row} role="group" aria-label={t(m.addressRow, { number })}>
            <EntityRowHeader title={t(m.addressRow, { number })} removeLabel={t(m.removeAddress, { number })}
              onRemove={rows.length > 1 ? remove : undefined} />
            <div className={styles.rowFields({ columns: 3 })}>
              <Select label={t(m.addressType)} items={addressTypes} selectedKey={row.idAddressType} placeholder={t(m.choose)}
                onSelectionChange={(key) => update({ idAddressType: key }, 'idAddressType')} isRequired
                errorMessage={errorOf(`${at}.idAddressType`)} />
              <div className={styles.wide}>
                <TextField label={t(m.address)} value={row.address} onChange={text('address')} isRequired
                  autoComplete="off" errorMessage={errorOf(`${at}.address`)} />
              </div>
              <TextField label={t(m.city)} value={row.city} onChange={text('city')} isRequired autoComplete="off"
                errorMessage={errorOf(`${at}.city`)} />
              <TextField label={t(m.state)} value={row.state} onChange={text('state')} autoComplete="off"
                errorMessage={errorOf(`${at}.state`)} />
              <Select label={t(m.country)} items={countries} selectedKey={row.idCountry} placeholder={t(m.choose)}
                onSelectionChange={(key) => update({ idCountry: key }, 'idCountry')} isRequired
                errorMessage={errorOf(`${at}.idCountry`)} />
              <TextField label={t(m.postalCode)} value={row.postalCode} onChange={text('postalCode')} autoComplete="off"
                errorMessage={errorOf(`${at}.postalCode`)} />
            </div>
          </div>
        );
      }}
    </RowList>
  );
}

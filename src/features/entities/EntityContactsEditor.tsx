import { useIntl } from 'react-intl';
import { RowList } from '../../app/forms/RowList';
import { Select, type SelectItem } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import * as styles from '../../app/forms/Form.css';
import { EntityRowHeader } from './EntityRowHeader';
import { entityMessages as m } from './messages';
import { newContactRow, type ContactRow } from './validation';

export interface EntityContactsEditorProps {
  rows: ContactRow[];
  onChange: (rows: ContactRow[]) => void;
  contactTypes: readonly SelectItem[];
  /** Includes the "not set" choice (a purpose is optional). */
  contactPurposes: readonly SelectItem[];
  noPurpose: string;
  errorOf: (path: string) => string | undefined;
  onEdited: (path: string) => void;
}

/** An entity's contacts (type, purpose, value) as editable rows (one or more). */
export function EntityContactsEditor({
  rows, onChange, contactTypes, contactPurposes, noPurpose, errorOf, onEdited,
}: EntityContactsEditorProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <RowList rows={rows} onChange={onChange} onEdited={onEdited} path="contacts" newRow={newContactRow}
      listError={errorOf('contacts')} addLabel={t(m.addContact)}>
      {(row, { number, at, update, remove }) => (
        <div className={styles.row} role="group" aria-label={t(m.contactRow, { number })}>
          <EntityRowHeader title={t(m.contactRow, { number })} removeLabel={t(m.removeContact, { number })}
            onRemove={rows.length > 1 ? remove : undefined} />
          <div className={styles.rowFields({ columns: 3 })}>
            <Select label={t(m.contactType)} items={contactTypes} selectedKey={row.idContactType} placeholder={t(m.choose)}
              onSelectionChange={(key) => {
                update({ idContactType: key }, 'idContactType');
                onEdited(`${at}.value`);
              }}
              isRequired errorMessage={errorOf(`${at}.idContactType`)} />
            <Select label={t(m.contactPurpose)} items={contactPurposes} selectedKey={row.idContactPurpose ?? noPurpose}
              onSelectionChange={(key) => update({ idContactPurpose: key === noPurpose ? null : key }, 'idContactPurpose')}
              errorMessage={errorOf(`${at}.idContactPurpose`)} />
            <TextField label={t(m.contactValue)} value={row.value} isRequired autoComplete="off"
              onChange={(value) => update({ value }, 'value')} errorMessage={errorOf(`${at}.value`)} />
          </div>
        </div>
      )}
    </RowList>
  );
}

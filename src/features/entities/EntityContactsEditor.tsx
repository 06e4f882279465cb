import { useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { PlusIcon } from '../../ui/icons';
import { Select, type SelectItem } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import * as styles from '../../app/forms/Form.css';
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
  const update = (index: number, changes: Partial<ContactRow>, field: string) => {
    onChange(rows.map((row, i) => (i === index ? { ...row, ...changes } : row)));
    onEdited(`contacts.${index}.${field}`);
  };
  return (
    <div className={styles.form}>
      <ol className={styles.rows}>
        {rows.map((row, index) => {
          const number = index + 1;
          const at = `contacts.${index}`;
          return (
            <li key={row.key}>
              <div className={styles.row} role="group" aria-label={t(m.contactRow, { number })}>
                <div className={styles.rowHeader}>
                  <p className={styles.rowTitle} aria-hidden="true">{t(m.contactRow, { number })}</p>
                  {rows.length > 1 && (
                    <Button variant="quiet" size="sm" onPress={() => onChange(rows.filter((_, i) => i !== index))}>
                      {t(m.removeContact, { number })}
                    </Button>
                  )}
                </div>
                <div className={styles.rowFields({ columns: 3 })}>
                  <Select label={t(m.contactType)} items={contactTypes} selectedKey={row.idContactType} placeholder={t(m.choose)}
                    onSelectionChange={(key) => {
                      update(index, { idContactType: key }, 'idContactType');
                      onEdited(`${at}.value`);
                    }}
                    isRequired errorMessage={errorOf(`${at}.idContactType`)} />
                  <Select label={t(m.contactPurpose)} items={contactPurposes} selectedKey={row.idContactPurpose ?? noPurpose}
                    onSelectionChange={(key) => update(index, { idContactPurpose: key === noPurpose ? null : key }, 'idContactPurpose')}
                    errorMessage={errorOf(`${at}.idContactPurpose`)} />
                  <TextField label={t(m.contactValue)} value={row.value} isRequired autoComplete="off"
                    onChange={(value) => update(index, { value }, 'value')} errorMessage={errorOf(`${at}.value`)} />
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {errorOf('contacts') && <p role="alert" className={styles.listError}>{errorOf('contacts')}</p>}
      <div className={styles.addRow}>
        <Button variant="secondary" onPress={() => onChange([...rows, newContactRow()])}>
          <PlusIcon size={14} />{t(m.addContact)}
        </Button>
      </div>
    </div>
  );
}

import { useIntl } from 'react-intl';
import { Button } from '../../../ui/Button';
import { PlusIcon } from '../../../ui/icons';
import { Select, type SelectItem } from '../../../ui/Select';
import { TextField } from '../../../ui/TextField';
import * as gpStyles from '../../../app/forms/Form.css';
import { catalogMessages as c, featureMessages as m } from './messages';
import * as styles from './ProductCatalog.css';
import type { FeatureItemRow } from './validation';

export interface ProductFeatureItemsEditorProps {
  rows: FeatureItemRow[];
  onChange: (rows: FeatureItemRow[]) => void;
  /** FEATURE_ITEM_TYPE values. */
  itemTypes: readonly SelectItem[];
  /** The type a new row starts with (null: none chosen). */
  defaultItemType: string | null;
  /** The problem text of an item field by path ('items.2.code'). */
  errorOf: (path: string) => string | undefined;
  /** Called after a field of a row changed, so its server error can be cleared. */
  onEdited: (path: string) => void;
}

let nextKey = 0;
/** A new, empty item row. */
export const newItemRow = (idItemType: string | null): FeatureItemRow => ({
  key: `new-${++nextKey}`, code: '', name: '', shortName: '', value: '', idItemType,
});

type TextKey = 'code' | 'name' | 'shortName' | 'value';

/** The items of a feature or subfeature as editable rows: add, change, remove; the order is the pickers' order. */
export function ProductFeatureItemsEditor({ rows, onChange, itemTypes, defaultItemType, errorOf, onEdited }: ProductFeatureItemsEditorProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const change = (index: number, patch: Partial<FeatureItemRow>, field: string) => {
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
    onEdited(`items.${index}.${field}`);
  };
  const text = (index: number, field: TextKey) => (value: string) => change(index, { [field]: value }, field);
  return (
    <div className={gpStyles.form}>
      {rows.length === 0 ? <p className={gpStyles.empty}>{t(m.noItems)}</p> : (
        <ol className={gpStyles.rows}>
          {rows.map((row, index) => {
            const number = index + 1;
            const at = `items.${index}`;
            return (
              <li key={row.key}>
                <div className={styles.itemRow} role="group" aria-label={t(m.itemRow, { number })}>
                  <span className={styles.itemNumber} aria-hidden="true">{number}</span>
                  <TextField label={t(c.code)} value={row.code} onChange={text(index, 'code')} isRequired autoComplete="off"
                    errorMessage={errorOf(`${at}.code`)} />
                  <TextField label={t(c.name)} value={row.name} onChange={text(index, 'name')} isRequired
                    errorMessage={errorOf(`${at}.name`)} />
                  <TextField label={t(c.shortName)} value={row.shortName} onChange={text(index, 'shortName')} isRequired
                    errorMessage={errorOf(`${at}.shortName`)} />
                  <TextField label={t(m.itemValue)} value={row.value} onChange={text(index, 'value')} autoComplete="off"
                    errorMessage={errorOf(`${at}.value`)} />
                  <Select label={t(m.itemType)} items={itemTypes} selectedKey={row.idItemType} placeholder={t(c.choose)} isRequired
                    errorMessage={errorOf(`${at}.idItemType`)}
                    onSelectionChange={(idItemType) => change(index, { idItemType }, 'idItemType')} />
                  <div className={styles.itemRemove}>
                    <Button variant="quiet" size="sm" aria-label={t(m.removeItem, { number })}
                      onPress={() => onChange(rows.filter((_, i) => i !== index))}>
                      {t(m.remove)}
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div className={gpStyles.addRow}>
        <Button variant="secondary" onPress={() => onChange([...rows, newItemRow(defaultItemType)])}>
          <PlusIcon size={14} />{t(m.addItem)}
        </Button>
      </div>
    </div>
  );
}

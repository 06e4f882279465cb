import { useIntl } from 'react-intl';
import { Button } from '../../../ui/Button';
import { RowList } from '../../../app/forms/RowList';
import { Select, type SelectItem } from '../../../ui/Select';
import { TextField } from '../../../ui/TextField';
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
  return (
    <RowList rows={rows} onChange={onChange} onEdited={onEdited} path="items" newRow={() => newItemRow(defaultItemType)}
      emptyText={t(m.noItems)} addLabel={t(m.addItem)}>
      {(row, { number, at, update, remove }) => {
        const text = (field: TextKey) => (value: string) => update({ [field]: value }, field);
        return (
          <div className={styles.itemRow} role="group" aria-label={t(m.itemRow, { number })}>
            <span className={styles.itemNumber} aria-hidden="true">{number}</span>
            <TextField label={t(c.code)} value={row.code} onChange={text('code')} isRequired autoComplete="off"
              errorMessage={errorOf(`${at}.code`)} />
            <TextField label={t(c.name)} value={row.name} onChange={text('name')} isRequired
              errorMessage={errorOf(`${at}.name`)} />
            <TextField label={t(c.shortName)} value={row.shortName} onChange={text('shortName')} isRequired
              errorMessage={errorOf(`${at}.shortName`)} />
            <TextField label={t(m.itemValue)} value={row.value} onChange={text('value')} autoComplete="off"
              errorMessage={errorOf(`${at}.value`)} />
            <Select label={t(m.itemType)} items={itemTypes} selectedKey={row.idItemType} placeholder={t(c.choose)} isRequired
              errorMessage={errorOf(`${at}.idItemType`)}
              onSelectionChange={(idItemType) => update({ idItemType }, 'idItemType')} />
            <div className={styles.itemRemove}>
              <Button variant="quiet" size="sm" aria-label={t(m.removeItem, { number })} onPress={remove}>{t(m.remove)}</Button>
            </div>
          </div>
        );
      }}
    </RowList>
  );
}

import { useIntl } from 'react-intl';
import { Button } from '../../../ui/Button';
import { ArrowDownIcon, ArrowUpIcon, PlusIcon } from '../../../ui/icons';
import { NumberField } from '../../../ui/NumberField';
import { Select } from '../../../ui/Select';
import * as gpStyles from '../../../app/forms/Form.css';
import { ProductSearchPicker, type PickedProduct } from '../../../app/pickers/ProductSearchPicker';
import { packageMessages as m } from './messages';
import { lastDayOf } from './packageDays';
import * as styles from './Packages.css';
import { PACKAGE_LIMITS, type PackageItemRow } from './validation';

export interface PackageItemsEditorProps {
  rows: PackageItemRow[];
  onChange: (rows: PackageItemRow[]) => void;
  /** The package's duration, to bound the day field (null while not set). */
  durationDays: number | null;
  errorOf: (path: string) => string | undefined;
  onEdited: (path: string) => void;
}

let nextKey = 0;
/** A new part: on the day after the last part's end (within the package), one night, one unit. */
export function newPartRow(previous?: PackageItemRow, durationDays?: number | null): PackageItemRow {
  const after = previous?.day != null && previous.nights != null ? lastDayOf(previous.day, previous.nights) + 1 : 1;
  const day = durationDays != null && durationDays >= 1 ? Math.min(after, durationDays) : after;
  return { key: `part-${++nextKey}`, product: null, instances: [], idProductInstance: null, day, nights: 1, quantity: 1 };
}

/** The row's state after a product was picked: its active instances offered, the only one chosen at once. */
export function withProduct(row: PackageItemRow, product: PickedProduct | null): PackageItemRow {
  if (!product) return { ...row, product: null, instances: [], idProductInstance: null };
  const instances = product.instances
    .filter((i) => i.idStatus === 'ACTIVE')
    .map((i) => ({ id: i.idProductInstance, label: i.name === i.code ? i.name : `${i.name} (${i.code})` }));
  return {
    ...row, product: { idProduct: product.idProduct, name: product.name }, instances,
    idProductInstance: instances.length === 1 ? instances[0].id : null,
  };
}

/** An emptied nights or quantity field is 1, what the server takes for none: the field shows 1 again. */
export const blankAsOne = (n: number | null) => (n == null || Number.isNaN(n) ? 1 : n);

/** Moves the row at `index` by `by` places (−1 up, +1 down); out of range leaves the list as it is. */
export function moveRow<T>(rows: readonly T[], index: number, by: number): T[] {
  const target = index + by;
  if (target < 0 || target >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/** The parts of a package as rows: product, instance, day, nights, quantity; add, remove and reorder. */
export function PackageItemsEditor({ rows, onChange, durationDays, errorOf, onEdited }: PackageItemsEditorProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const change = (index: number, next: PackageItemRow, field: string) => {
    onChange(rows.map((row, i) => (i === index ? next : row)));
    onEdited(`items.${index}.${field}`);
  };
  const daysText = (row: PackageItemRow) => {
    if (row.day == null) return '';
    const last = lastDayOf(row.day, row.nights ?? 1);
    return last > row.day ? t(m.daysRange, { first: row.day, last }) : t(m.dayN, { day: row.day });
  };
  return (
    <div className={gpStyles.form}>
      {rows.length === 0 ? <p className={gpStyles.empty}>{t(m.noItems)}</p> : (
        <ol className={gpStyles.rows}>
          {rows.map((row, index) => {
            const number = index + 1;
            const at = `items.${index}`;
            const instanceError = errorOf(`${at}.idProductInstance`);
            return (
              <li key={row.key}>
                <div className={gpStyles.row} role="group" aria-label={t(m.itemRow, { number })}>
                  <div className={gpStyles.rowHeader}>
                    <h3 className={gpStyles.rowTitle}>{t(m.itemHeading, { number, days: daysText(row) })}</h3>
                    <div className={styles.rowButtons}>
                      <Button variant="quiet" size="sm" aria-label={t(m.moveUp, { number })} isDisabled={index === 0}
                        onPress={() => onChange(moveRow(rows, index, -1))}>
                        <ArrowUpIcon size={14} />
                      </Button>
                      <Button variant="quiet" size="sm" aria-label={t(m.moveDown, { number })} isDisabled={index === rows.length - 1}
                        onPress={() => onChange(moveRow(rows, index, 1))}>
                        <ArrowDownIcon size={14} />
                      </Button>
                      <Button variant="quiet" size="sm" aria-label={t(m.removeItem, { number })}
                        onPress={() => onChange(rows.filter((_, i) => i !== index))}>
                        {t(m.remove)}
                      </Button>
                    </div>
                  </div>
                  <div className={styles.partFields}>
                    <div className={styles.wideField}>
                      <ProductSearchPicker label={t(m.product)} placeholder={t(m.productPlaceholder)} isRequired
                        selectedKey={row.product?.idProduct ?? null} selectedLabel={row.product?.name}
                        errorMessage={errorOf(`${at}.product`) ?? (row.product ? undefined : instanceError)}
                        onChange={(product) => {
                          change(index, withProduct(row, product), 'product');
                          onEdited(`${at}.idProductInstance`);
                        }} />
                    </div>
                    <div className={styles.wideField}>
                      <Select label={t(m.instance)} items={row.instances} selectedKey={row.idProductInstance} isRequired
                        placeholder={t(row.product ? m.chooseInstance : m.chooseProductFirst)} isDisabled={!row.product}
                        errorMessage={row.product ? instanceError : undefined}
                        onSelectionChange={(idProductInstance) => change(index, { ...row, idProductInstance }, 'idProductInstance')} />
                    </div>
                    <NumberField label={t(m.day)} description={t(m.dayHelp)} value={row.day} isRequired minValue={1}
                      maxValue={durationDays ?? PACKAGE_LIMITS.durationDays} errorMessage={errorOf(`${at}.dayOffset`)}
                      onChange={(day) => change(index, { ...row, day }, 'dayOffset')} />
                    <NumberField label={t(m.nights)} description={t(m.nightsHelp)} value={row.nights} isRequired minValue={1}
                      maxValue={PACKAGE_LIMITS.durationDays} errorMessage={errorOf(`${at}.nights`)}
                      onChange={(nights) => change(index, { ...row, nights: blankAsOne(nights) }, 'nights')} />
                    <NumberField label={t(m.quantity)} value={row.quantity} isRequired minValue={1} maxValue={PACKAGE_LIMITS.quantity}
                      errorMessage={errorOf(`${at}.quantity`)}
                      onChange={(quantity) => change(index, { ...row, quantity: blankAsOne(quantity) }, 'quantity')} />
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div className={gpStyles.addRow}>
        <Button variant="secondary" onPress={() => onChange([...rows, newPartRow(rows[rows.length - 1], durationDays)])}>
          <PlusIcon size={14} />{t(m.addItem)}
        </Button>
      </div>
    </div>
  );
}

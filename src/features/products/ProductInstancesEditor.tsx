import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { adminMessages } from '../../app/list/adminMessages';
import { Button } from '../../ui/Button';
import { PlusIcon } from '../../ui/icons';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import * as pageStyles from '../../app/forms/Form.css';
import type { ChoiceGroup } from './ChoiceList';
import { productMessages as m } from './messages';
import * as styles from './Products.css';
import { useProductTexts } from './useProductTexts';
import { chooseItem, newInstanceRow, type InstanceRow, type Status } from './validation';

const NONE = 'none';

export interface ProductInstancesEditorProps {
  rows: InstanceRow[];
  onChange: (rows: InstanceRow[]) => void;
  errorOf: (path: string) => string | undefined;
  /** The first server message about a path or anything under it (an instance's items). */
  errorUnder: (prefix: string) => string | undefined;
  onEdited: (path: string) => void;
  /** The product's own subfeature items, by subfeature: what an instance may be described by. */
  itemGroups: readonly ChoiceGroup[];
  /** Shown when the product has no subfeature items yet (where to choose them). */
  noItemsHint?: ReactNode;
  /** The inventory page of a saved instance, when the product keeps inventory. */
  inventoryHref?: (idProductInstance: string) => string;
  /** True when the product keeps inventory, so a new row says it gets an inventory page once saved. */
  hasInventory: boolean;
}

/**
 * A product's instances (its sellable variants) as rows: code, name, short name, status and, per subfeature, the item
 * that describes it (one room type, one language...). Rows with an id are updated, new ones added, removed ones
 * deleted by the server, which refuses to remove one that inventory, holds or packages use (disable it instead).
 */
export function ProductInstancesEditor({
  rows, onChange, errorOf, errorUnder, onEdited, itemGroups, noItemsHint, inventoryHref, hasInventory,
}: ProductInstancesEditorProps) {
  const { t } = useProductTexts();
  const statuses = [{ id: 'ACTIVE', label: t(adminMessages.active) }, { id: 'INACTIVE', label: t(adminMessages.inactive) }];
  const groups = itemGroups.filter((g) => g.items.length);
  const update = (index: number, changes: Partial<InstanceRow>, field: string) => {
    onChange(rows.map((row, i) => (i === index ? { ...row, ...changes } : row)));
    onEdited(`instances.${index}.${field}`);
  };
  const text = (index: number, field: 'code' | 'name' | 'shortName') => (value: string) => update(index, { [field]: value }, field);
  return (
    <div className={pageStyles.form}>
      {rows.length === 0 && <p className={pageStyles.empty}>{t(m.noInstances)}</p>}
      {rows.length > 0 && groups.length === 0 && noItemsHint}
      {rows.length > 0 && (
        <ol className={pageStyles.rows}>
          {rows.map((row, index) => {
            const number = index + 1;
            const at = `instances.${index}`;
            const title = t(m.instanceRow, { number });
            return (
              <li key={row.key}>
                <div className={pageStyles.row} role="group" aria-label={title}>
                  <div className={pageStyles.rowHeader}>
                    <p className={pageStyles.rowTitle} aria-hidden="true">{title}</p>
                    <Button variant="quiet" size="sm" onPress={() => onChange(rows.filter((_, i) => i !== index))}>
                      {t(m.removeInstance, { number })}
                    </Button>
                  </div>
                  <div className={styles.instanceFields}>
                    <TextField label={t(m.code)} value={row.code} onChange={text(index, 'code')} isRequired autoComplete="off"
                      errorMessage={errorOf(`${at}.code`)} />
                    <TextField label={t(m.name)} value={row.name} onChange={text(index, 'name')} isRequired autoComplete="off"
                      errorMessage={errorOf(`${at}.name`)} />
                    <TextField label={t(m.shortName)} value={row.shortName} onChange={text(index, 'shortName')} isRequired
                      autoComplete="off" errorMessage={errorOf(`${at}.shortName`)} />
                    <Select label={t(m.instanceStatus)} items={statuses} selectedKey={row.idStatus}
                      errorMessage={errorOf(`${at}.idStatus`)}
                      onSelectionChange={(key) => update(index, { idStatus: (key ?? 'ACTIVE') as Status }, 'idStatus')} />
                  </div>
                  {groups.length > 0 && (
                    <div role="group" aria-label={t(m.describedBy)} className={styles.stack}>
                      <p className={pageStyles.rowTitle} aria-hidden="true">{t(m.describedBy)}</p>
                      <div className={styles.instanceItems}>
                        {groups.map((group) => {
                          const ids = group.items.map((i) => i.id);
                          return (
                            <Select key={group.key} label={group.title}
                              items={[{ id: NONE, label: t(m.notSet) }, ...group.items.map((i) => ({ id: i.id, label: i.label }))]}
                              selectedKey={row.itemIds.find((id) => ids.includes(id)) ?? NONE}
                              onSelectionChange={(key) => update(index,
                                { itemIds: chooseItem(row.itemIds, ids, key === NONE ? null : key) }, 'itemIds')} />
                          );
                        })}
                      </div>
                    </div>
                  )}
                  {errorUnder(`${at}.itemIds`) && <p role="alert" className={pageStyles.listError}>{errorUnder(`${at}.itemIds`)}</p>}
                  {errorOf(`${at}.idProductInstance`) && (
                    <p role="alert" className={pageStyles.listError}>{errorOf(`${at}.idProductInstance`)}</p>
                  )}
                  {hasInventory && (
                    <div className={styles.rowFooter}>
                      {row.idProductInstance && inventoryHref
                        ? (
                          <Link href={inventoryHref(row.idProductInstance)} className={styles.linkButton}
                            aria-label={t(m.inventoryOf, { name: row.name || row.code })}>
                            {t(m.inventory)}
                          </Link>
                        )
                        : <span className={pageStyles.muted}>{t(m.saveForInventory)}</span>}
                    </div>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {errorOf('instances') && <p role="alert" className={pageStyles.listError}>{errorOf('instances')}</p>}
      <div className={pageStyles.addRow}>
        <Button variant="secondary" onPress={() => onChange([...rows, newInstanceRow()])}>
          <PlusIcon size={14} />{t(m.addInstance)}
        </Button>
      </div>
    </div>
  );
}

import { Link } from 'wouter';
import { useCatalogName, type CatalogName } from '../../app/catalogNames';
import { Checkbox } from '../../ui/Checkbox';
import * as pageStyles from '../../app/forms/Form.css';
import { productMessages as m } from './messages';
import * as styles from './Products.css';
import { useProductTexts } from './useProductTexts';
import { toggleId } from './validation';

export interface ChoiceGroup {
  key: string;
  /** Shown above the group's checkboxes; blank for none. */
  title: string;
  items: readonly { id: string; label: string; description?: string }[];
}

export interface ChoiceListProps {
  /** Accessible name of the whole list. */
  label: string;
  groups: readonly ChoiceGroup[];
  selectedIds: readonly string[];
  onChange: (ids: string[]) => void;
  /** Said when the OU has nothing to choose from. */
  emptyText: string;
  /** The catalog screen where the choices are maintained, and its name. */
  manage: { href: string; name: string };
  /** How many the server has and how many it sent (a list cut at the page size says so). */
  total: number;
  shown: number;
}

/** Checkboxes for the OU's categories, features or subfeature items, grouped by their type or subfeature. */
export function ChoiceList({ label, groups, selectedIds, onChange, emptyText, manage, total, shown }: ChoiceListProps) {
  const { t } = useProductTexts();
  const footer = (
    <div className={styles.choiceFooter}>
      <span aria-live="polite">
        {t(m.selectedCount, { count: selectedIds.length })}
        {total > shown ? ` · ${t(m.firstShown, { shown, count: total })}` : ''}
      </span>
      <Link href={manage.href}>{t(m.manageCatalog, { what: manage.name.toLowerCase() })}</Link>
    </div>
  );
  if (!groups.some((g) => g.items.length)) {
    return (
      <div className={styles.stack}>
        <p className={pageStyles.empty}>{emptyText}</p>
        {footer}
      </div>
    );
  }
  return (
    <div className={styles.stack} role="group" aria-label={label}>
      <div className={styles.choiceGroups}>
        {groups.filter((g) => g.items.length).map((group) => (
          <fieldset key={group.key} className={styles.choiceGroup}>
            {group.title && <legend className={styles.choiceGroupTitle}>{group.title}</legend>}
            <div className={styles.choiceGrid}>
              {group.items.map((item) => (
                <Checkbox key={item.id} label={item.label} description={item.description}
                  isSelected={selectedIds.includes(item.id)}
                  onChange={(selected) => onChange(toggleId(selectedIds, item.id, selected))} />
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      {footer}
    </div>
  );
}

/** Items grouped by a name (their type), groups and items in alphabetical order. */
function groupByName<T>(
  rows: readonly T[], groupOf: (row: T) => string, item: (row: T) => { id: string; label: string; description?: string },
): ChoiceGroup[] {
  const groups = new Map<string, ChoiceGroup['items'][number][]>();
  for (const row of rows) {
    const name = groupOf(row);
    groups.set(name, [...(groups.get(name) ?? []), item(row)]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([title, items]) => ({ key: title, title, items: [...items].sort((a, b) => a.label.localeCompare(b.label)) }));
}

/** The OU's categories or features (the first page the server sent) as checkboxes, grouped by their type's name. */
export function CatalogChoiceList<T extends { name: string }>({ page, idOf, typeOf, ...list }: {
  page: { count: number; data: readonly T[] };
  idOf: (row: T) => string;
  typeOf: (row: T) => CatalogName | null | undefined;
} & Omit<ChoiceListProps, 'groups' | 'total' | 'shown'>) {
  const cn = useCatalogName();
  const groups = groupByName(page.data, (row) => cn(typeOf(row)), (row) => ({ id: idOf(row), label: row.name }));
  return <ChoiceList {...list} groups={groups} total={page.count} shown={page.data.length} />;
}

import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProductIdentificationsEditor_query$key } from '../../__generated__/ProductIdentificationsEditor_query.graphql';
import { Button } from '../../ui/Button';
import { PlusIcon } from '../../ui/icons';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import * as pageStyles from '../../app/forms/Form.css';
import { productMessages as m } from './messages';
import * as styles from './Products.css';
import { useProductTexts } from './useProductTexts';
import { newIdentificationRow, type IdentificationRow } from './validation';
import { useCatalogName } from '../../app/catalogNames';

export interface ProductIdentificationsEditorProps {
  query: ProductIdentificationsEditor_query$key;
  rows: IdentificationRow[];
  onChange: (rows: IdentificationRow[]) => void;
  errorOf: (path: string) => string | undefined;
  onEdited: (path: string) => void;
}

/** A product's identifications (type and value) as rows: add, change, remove. None is fine. */
export function ProductIdentificationsEditor({ query, rows, onChange, errorOf, onEdited }: ProductIdentificationsEditorProps) {
  const cn = useCatalogName();
  const { t } = useProductTexts();
  const data = useFragment(
    graphql`
      fragment ProductIdentificationsEditor_query on Query {
        productIdentificationTypes: getGeneralParameterValues(code: "PRODUCT_IDENTIFICATION_TYPE") {
          idGeneralParameterValue name nameEs
        }
      }
    `,
    query,
  );
  const types = useMemo(() => data.productIdentificationTypes.map((v) => ({ id: v.idGeneralParameterValue, label: cn(v) })), [data, cn]);
  const update = (index: number, changes: Partial<IdentificationRow>, field: string) => {
    onChange(rows.map((row, i) => (i === index ? { ...row, ...changes } : row)));
    onEdited(`identifications.${index}.${field}`);
  };
  return (
    <div className={pageStyles.form}>
      {rows.length === 0 ? <p className={pageStyles.empty}>{t(m.noIdentifications)}</p> : (
        <ol className={pageStyles.rows}>
          {rows.map((row, index) => {
            const number = index + 1;
            const at = `identifications.${index}`;
            return (
              <li key={row.key}>
                <div className={styles.identificationRow} role="group" aria-label={t(m.identificationRow, { number })}>
                  <span className={pageStyles.rowNumber} aria-hidden="true">{number}</span>
                  <Select label={t(m.identificationType)} items={types} selectedKey={row.idIdentificationType}
                    placeholder={t(m.choose)} isRequired errorMessage={errorOf(`${at}.idIdentificationType`)}
                    onSelectionChange={(key) => update(index, { idIdentificationType: key }, 'idIdentificationType')} />
                  <TextField label={t(m.identificationValue)} value={row.value} isRequired autoComplete="off"
                    errorMessage={errorOf(`${at}.value`)} onChange={(value) => update(index, { value }, 'value')} />
                  <div className={pageStyles.besideInput}>
                    <Button variant="quiet" size="sm" aria-label={t(m.removeIdentification, { number })}
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
      {errorOf('identifications') && <p role="alert" className={pageStyles.listError}>{errorOf('identifications')}</p>}
      <div className={pageStyles.addRow}>
        <Button variant="secondary" onPress={() => onChange([...rows, newIdentificationRow()])}>
          <PlusIcon size={14} />{t(m.addIdentification)}
        </Button>
      </div>
    </div>
  );
}

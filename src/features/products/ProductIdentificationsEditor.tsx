import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProductIdentificationsEditor_query$key } from '../../__generated__/ProductIdentificationsEditor_query.graphql';
import { Button } from '../../ui/Button';
import { RowList } from '../../app/forms/RowList';
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
  return (
    <RowList rows={rows} onChange={onChange} onEdited={onEdited} path="identifications" newRow={newIdentificationRow}
      emptyText={t(m.noIdentifications)} listError={errorOf('identifications')} addLabel={t(m.addIdentification)}>
      {(row, { number, at, update, remove }) => (
        <div className={styles.identificationRow} role="group" aria-label={t(m.identificationRow, { number })}>
          <span className={pageStyles.rowNumber} aria-hidden="true">{number}</span>
          <Select label={t(m.identificationType)} items={types} selectedKey={row.idIdentificationType}
            placeholder={t(m.choose)} isRequired errorMessage={errorOf(`${at}.idIdentificationType`)}
            onSelectionChange={(key) => update({ idIdentificationType: key }, 'idIdentificationType')} />
          <TextField label={t(m.identificationValue)} value={row.value} isRequired autoComplete="off"
            errorMessage={errorOf(`${at}.value`)} onChange={(value) => update({ value }, 'value')} />
          <div className={pageStyles.besideInput}>
            <Button variant="quiet" size="sm" aria-label={t(m.removeIdentification, { number })} onPress={remove}>
              {t(m.remove)}
            </Button>
          </div>
        </div>
      )}
    </RowList>
  );
}

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui/Button';
import { DateRangePicker } from '../../../ui/DateRangePicker';
import { CloseIcon } from '../../../ui/icons';
import { NumberField } from '../../../ui/NumberField';
import { MAX_QUANTITY, MAX_RANGE_DAYS, rangeProblem, type AvailabilityParams } from './availabilityParams';
import * as styles from './Availability.css';
import { availabilityMessages as m } from './messages';
import { ProductCategoryPicker } from './ProductCategoryPicker';
import { ProductSearchPicker } from '../../../app/pickers/ProductSearchPicker';
import { useProductLabels } from './useProductLabels';

export interface AvailabilityFiltersProps {
  params: AvailabilityParams;
  onChange: (params: AvailabilityParams) => void;
}

/**
 * What to check: products (several) or a category, a date range and a quantity. Each change goes straight to the
 * address; a range the server would refuse stays here, marked, until it is fixed.
 */
export function AvailabilityFilters({ params, onChange }: AvailabilityFiltersProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { labels, remember } = useProductLabels(params.productIds);
  // Remounting the picker after each choice empties its box for the next product; focus stays in it, and the list
  // waits for typing so it does not cover the chosen products at once.
  const [picks, setPicks] = useState(0);
  const [draftRange, setDraftRange] = useState<{ start: string; end: string; problem: 'order' | 'tooLong' } | null>(null);

  const rangeError = draftRange
    ? t(draftRange.problem === 'tooLong' ? m.rangeTooLong : m.rangeOrder, { max: MAX_RANGE_DAYS })
    : undefined;
  return (
    <div className={styles.filters} role="group" aria-label={t(m.filters)}>
      <div>
        <ProductSearchPicker key={picks} label={t(m.products)} placeholder={t(m.productsPlaceholder)} description={t(m.productsHelp)}
          selectedKey={null} autoFocus={picks > 0} excludeIds={params.productIds} menuTrigger="input"
          onChange={(product) => {
            if (!product) return;
            remember(product.idProduct, product.name);
            setPicks((n) => n + 1);
            onChange({ ...params, productIds: [...params.productIds, product.idProduct], idProductCategory: null });
          }} />
        {params.productIds.length > 0 && (
          <ul className={styles.chips} aria-label={t(m.chosenProducts)}>
            {params.productIds.map((id) => {
              const name = labels[id] || t(m.unknownProduct, { id: id.slice(0, 8) });
              return (
                <li key={id} className={styles.chip}>
                  <span className={styles.chipLabel}>{name}</span>
                  <Button variant="quiet" size="sm" aria-label={t(m.removeProduct, { name })}
                    onPress={() => onChange({ ...params, productIds: params.productIds.filter((p) => p !== id) })}>
                    <CloseIcon size={12} />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <ProductCategoryPicker label={t(m.category)} placeholder={t(m.noCategory)} selectedKey={params.idProductCategory}
        onChange={(idProductCategory) => {
          // A category replaces the chosen products: the grid answers one question at a time.
          onChange({ ...params, idProductCategory, productIds: idProductCategory ? [] : params.productIds });
        }} />
      <DateRangePicker label={t(m.dates)} description={rangeError ? undefined : t(m.datesHelp, { max: MAX_RANGE_DAYS })}
        errorMessage={rangeError}
        value={draftRange ?? { start: params.dateFrom, end: params.dateTo }}
        onChange={(range) => {
          if (!range) return;
          const problem = rangeProblem(range.start, range.end);
          if (problem) {
            setDraftRange({ ...range, problem });
            return;
          }
          setDraftRange(null);
          onChange({ ...params, dateFrom: range.start, dateTo: range.end });
        }} />
      <NumberField label={t(m.quantity)} description={t(m.quantityHelp)} value={params.quantity} minValue={1} maxValue={MAX_QUANTITY}
        onChange={(quantity) => {
          if (quantity != null && quantity >= 1) onChange({ ...params, quantity });
        }} />
    </div>
  );
}

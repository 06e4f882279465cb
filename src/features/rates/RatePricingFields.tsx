import { useId, type ReactNode } from 'react';
import { MoneyField } from '../../ui/MoneyField';
import { PercentField } from '../../ui/PercentField';
import { SegmentedControl } from '../../ui/SegmentedControl';
import { InlineSpinner } from '../../ui/InlineSpinner';
import * as styles from './Rates.css';
import { rateMessages as m } from './messages';
import type { RatePricingState } from './useRatePricing';
import { useRateTexts } from './useRateTexts';
import type { ProfitMode, RatePricingValues } from './validation';

export interface RatePricingFieldsProps {
  value: RatePricingValues;
  onChange: (field: keyof RatePricingValues, value: string) => void;
  errorOf: (path: string) => string | undefined;
  /** The chosen currency's code (USD, PEN...), shown in the money fields and the amounts. */
  currencyCode: string | null;
  pricing: RatePricingState;
}

/**
 * The three pricing sections, Purchase → Profit → Selling, each with its inputs and the amounts the server computed
 * for them. Only one profit field exists at a time (the segmented choice), so "both" cannot be entered.
 */
export function RatePricingFields({ value, onChange, errorOf, currencyCode, pricing }: RatePricingFieldsProps) {
  const { t, money, percent } = useRateTexts();
  const { breakdown, isIncomplete, isUpdating, error } = pricing;
  const shown = isIncomplete ? null : breakdown;
  const amount = (text: string | null | undefined) => (shown && text != null ? money(text, currencyCode) : '—');
  /** A side's amounts: its unit price, the tax at its rate and its total. */
  const taxedLines = (side: 'purchase' | 'selling') => {
    const rate = shown?.[`${side}TaxPercentage`];
    return [
      { label: t(m[`${side}UnitPrice`]), amount: amount(shown?.[`${side}UnitPrice`]) },
      { label: t(m.taxAmount, { percent: rate != null ? percent(rate) : '—' }), amount: amount(shown?.[`${side}TaxAmount`]) },
      { label: t(m[`${side}Total`]), amount: amount(shown?.[`${side}Total`]), total: true },
    ];
  };
  const profitLabel = shown?.profitPercentage != null ? t(m.profitOf, { percent: percent(shown.profitPercentage) }) : t(m.profit);
  // Before a currency is chosen the money fields show a dash where the code goes, not an empty box.
  const currency = currencyCode ?? '—';
  return (
    <div className={styles.pricing}>
      <div className={styles.pricingPanels}>
        <PricingPanel title={t(m.purchaseSection)} busy={isUpdating}
          lines={taxedLines('purchase')}>
          <MoneyField label={t(m.purchaseUnitPrice)} currency={currency} value={value.purchaseUnitPrice} isRequired
            onChange={(text) => onChange('purchaseUnitPrice', text)} errorMessage={errorOf('pricing.purchaseUnitPrice')} />
          <PercentField label={t(m.purchaseTaxPercentage)} description={t(m.purchaseTaxHelp)} value={value.purchaseTaxPercentage}
            onChange={(text) => onChange('purchaseTaxPercentage', text)} errorMessage={errorOf('pricing.purchaseTaxPercentage')} />
        </PricingPanel>
        <PricingPanel title={t(m.profitSection)} busy={isUpdating}
          lines={[{ label: profitLabel, amount: amount(shown?.profit), total: true }]}>
          <SegmentedControl label={t(m.profitAs)} description={t(m.profitRule)} value={value.profitMode}
            onChange={(mode) => onChange('profitMode', mode as ProfitMode)}
            options={[{ id: 'percentage', label: t(m.profitAsPercentage) }, { id: 'amount', label: t(m.profitAsAmount) }]} />
          {value.profitMode === 'percentage' ? (
            <PercentField key="percentage" label={t(m.profitPercentage)} description={t(m.profitPercentageHelp)} isRequired
              value={value.profitPercentage} onChange={(text) => onChange('profitPercentage', text)}
              errorMessage={errorOf('pricing.profitPercentage')} />
          ) : (
            <MoneyField key="amount" label={t(m.profitAmount)} description={t(m.profitAmountHelp)} currency={currency} isRequired
              value={value.profitAmount} onChange={(text) => onChange('profitAmount', text)}
              // "No profit" is the rule's REQUIRED on profitPercentage (the server cannot know the mode): shown here.
              errorMessage={errorOf('pricing.profitAmount') ?? errorOf('pricing.profitPercentage')} />
          )}
        </PricingPanel>
        <PricingPanel title={t(m.sellingSection)} busy={isUpdating}
          lines={taxedLines('selling')}>
          <PercentField label={t(m.sellingTaxPercentage)} description={t(m.sellingTaxHelp)} isRequired
            value={value.sellingTaxPercentage} onChange={(text) => onChange('sellingTaxPercentage', text)}
            errorMessage={errorOf('pricing.sellingTaxPercentage')} />
        </PricingPanel>
      </div>
      <p className={styles.pricingStatus} role="status">
        {isIncomplete ? t(m.incomplete)
          : error ? <span className={styles.fieldError}>{`${t(m.pricingFailed)}: ${error}`}</span>
            : isUpdating ? <><InlineSpinner muted /> {t(m.updating)}</> : null}
      </p>
    </div>
  );
}

interface BreakdownLine {
  label: string;
  amount: string;
  /** The section's result, set apart from the lines above it. */
  total?: boolean;
}

function PricingPanel({ title, busy, lines, children }: { title: string; busy: boolean; lines: BreakdownLine[]; children: ReactNode }) {
  const { t } = useRateTexts();
  const titleId = useId();
  return (
    <section role="group" aria-labelledby={titleId} className={styles.pricingPanel}>
      <h3 id={titleId} className={styles.pricingTitle}>{title}</h3>
      <div className={styles.pricingInputs}>{children}</div>
      <dl className={styles.breakdown({ busy })} aria-label={t(m.breakdownLabel, { section: title })} aria-busy={busy}>
        {lines.map((line) => (
          <div key={line.label} className={styles.breakdownLine({ total: Boolean(line.total) })}>
            <dt>{line.label}</dt>
            <dd className={styles.amount}>{line.amount}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

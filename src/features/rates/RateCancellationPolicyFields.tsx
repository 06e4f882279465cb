import { Button } from '../../ui/Button';
import { PlusIcon } from '../../ui/icons';
import { NumberField } from '../../ui/NumberField';
import { PercentField } from '../../ui/PercentField';
import { CANCELLATION_LIMITS } from '../../../rules/rate';
import { newTier, type CancellationTierValues } from './cancellationPolicy';
import { policyMessages as m } from './policyMessages';
import * as styles from './RateCancellationPolicy.css';
import { useRateTexts } from './useRateTexts';

export interface RateCancellationPolicyFieldsProps {
  value: readonly CancellationTierValues[];
  onChange: (tiers: CancellationTierValues[], ...touched: string[]) => void;
  errorOf: (path: string) => string | undefined;
}

/**
 * The rate's cancellation tiers: each row "days before service or fewer → fee %", rows added and removed in place,
 * and the policy read back in words under them so the person sees what they wrote.
 */
export function RateCancellationPolicyFields({ value, onChange, errorOf }: RateCancellationPolicyFieldsProps) {
  const { t, percent } = useRateTexts();
  const paths = (i: number) => [`cancellationPolicy.${i}.daysBefore`, `cancellationPolicy.${i}.feePercentage`];
  const all = value.flatMap((_, i) => paths(i));
  const update = (index: number, patch: Partial<CancellationTierValues>) =>
    onChange(value.map((tier, i) => (i === index ? { ...tier, ...patch } : tier)), ...paths(index));
  const complete = value.filter((tier) => tier.daysBefore !== null && tier.feePercentage);
  return (
    <div className={styles.policy}>
      {value.length === 0 ? <p className={styles.muted}>{t(m.noTiers)}</p> : (
        <ul className={styles.tiers} aria-label={t(m.tiersLabel)}>
          {value.map((tier, i) => (
            <li key={tier.key} className={styles.tier}>
              <NumberField label={t(m.daysBefore)} description={i === 0 ? t(m.daysBeforeHelp) : undefined} isRequired
                minValue={0} maxValue={CANCELLATION_LIMITS.daysBefore} value={tier.daysBefore}
                errorMessage={errorOf(`cancellationPolicy.${i}.daysBefore`)}
                onChange={(daysBefore) => update(i, { daysBefore })} />
              <PercentField label={t(m.fee)} description={i === 0 ? t(m.feeHelp) : undefined} isRequired
                value={tier.feePercentage} errorMessage={errorOf(`cancellationPolicy.${i}.feePercentage`)}
                onChange={(feePercentage) => update(i, { feePercentage })} />
              <div className={styles.remove}>
                <Button variant="quiet" size="sm" aria-label={t(m.removeTier, { number: i + 1 })}
                  onPress={() => onChange(value.filter((_, j) => j !== i), 'cancellationPolicy', ...all)}>
                  {t(m.remove)}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {errorOf('cancellationPolicy') && <p className={styles.error}>{errorOf('cancellationPolicy')}</p>}
      <div>
        <Button variant="secondary" size="sm" isDisabled={value.length >= CANCELLATION_LIMITS.tiers}
          onPress={() => onChange([...value, newTier()], 'cancellationPolicy')}>
          <PlusIcon size={14} /> {t(m.addTier)}
        </Button>
      </div>
      {complete.length > 0 && (
        <ul className={styles.summary} aria-label={t(m.section)}>
          {[...complete].sort((a, b) => b.daysBefore! - a.daysBefore!).map((tier) => (
            <li key={tier.key}>{t(m.tierSummary, { days: tier.daysBefore, fee: percent(tier.feePercentage) })}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

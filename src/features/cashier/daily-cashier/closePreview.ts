import { amountProblem } from '../../../machines/dailyCashier/dailyCashierRules';
import { fromCents, toCents } from '../../../app/cents';
import type { CountLine } from './DailyCashierCountsTable';

/**
 * The count as it would be stored: each expected line with what was counted and the variance (counted − expected), in
 * exact cents. null while some count is missing or not an amount (the close then shows those problems instead).
 */
export function closePreview(lines: readonly CountLine[], counted: (line: CountLine) => string): CountLine[] | null {
  const out: CountLine[] = [];
  for (const line of lines) {
    const text = counted(line).trim();
    if (amountProblem(text)) return null;
    const variance = toCents(text)! - toCents(line.expectedAmount)!;
    out.push({ ...line, countedAmount: fromCents(toCents(text)!), variance: fromCents(variance) });
  }
  return out;
}

/** Whether a close needs the cashier's confirmation: some line counted differs from what was expected. */
export const hasVariance = (preview: readonly CountLine[]) => preview.some((line) => toCents(line.variance) !== 0n);

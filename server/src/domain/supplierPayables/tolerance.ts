/*
 * How far an invoice may differ from the expected cost of its services and still match: 1 % of the expected cost,
 * at least 1.00 of the currency (a rounding or a bank charge is not a dispute). A constant, the same for every OU,
 * documented in docs/payables.md; an invoice outside it is still registered, marked OVER or UNDER for the staff.
 */
import { absolute, compare, format, percentOf, subtract } from '../money.ts';

const TOLERANCE_PERCENT = '1';
const TOLERANCE_MINIMUM = '1.00';

type InvoiceMatch = 'MATCHED' | 'OVER' | 'UNDER';

function toleranceOf(expected: string) {
  const share = format(percentOf(expected, TOLERANCE_PERCENT));
  return compare(share, TOLERANCE_MINIMUM) > 0 ? share : TOLERANCE_MINIMUM;
}

/** The invoice against what was expected: difference (invoiced - expected), the tolerance and the verdict. */
export function matchInvoice(invoiced: string, expected: string) {
  const difference = format(subtract(invoiced, expected));
  const tolerance = toleranceOf(expected);
  const match: InvoiceMatch = compare(absolute(difference), tolerance) <= 0 ? 'MATCHED'
    : compare(difference, '0') > 0 ? 'OVER' : 'UNDER';
  return { difference, tolerance, match };
}

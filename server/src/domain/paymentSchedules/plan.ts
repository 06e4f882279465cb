/*
 * The instalments of a reservation as a pure function of its terms, dates and amounts (no database): what
 * schedule.ts writes and what its tests check case by case. Exact decimals only (domain/money.ts).
 *
 * Rules (the way Tourplan and Kaptio lay a payment plan out):
 * - the deposit falls due `depositDueDays` after confirmation, the balance `balanceDaysBefore` days before the first
 *   service, never before confirmation; a deposit never falls due after the balance;
 * - a deposit of PERCENT is rounded half-up to cents; a deposit that covers everything is the only instalment;
 * - the paid amount is laid over the instalments oldest due date first; an instalment it covers fully is frozen:
 *   when the reservation's amount changes it keeps its amount and date, and the rest is spread over the others
 *   (the deposit up to its target, the balance takes what is left; a new balance row when every row is paid).
 */
import { addDays } from '../calendar.ts';
import { compare, format, isZero, percentOf, subtract, sum } from '../money.ts';

export type DepositKind = 'PERCENT' | 'AMOUNT';
export type InstalmentKind = 'DEPOSIT' | 'BALANCE';

export interface Terms {
  depositKind: DepositKind;
  depositValue: string;
  depositDueDays: number;
  balanceDaysBefore: number;
}

export interface PlannedInstalment {
  sequence: number;
  kind: InstalmentKind;
  dueDate: string;
  amount: string;
  paidAmount: string;
}

interface PlanInput {
  terms: Terms;
  confirmedOn: string;
  /** The first service day of the items that are not cancelled; null when none is left. */
  firstService: string | null;
  /** The reservation's amount and what is paid of it (amount - pending amount). */
  total: string;
  paid: string;
  existing: readonly Omit<PlannedInstalment, 'paidAmount'>[];
}

const min = (a: string, b: string) => (compare(a, b) <= 0 ? a : b);
const max = (a: string, b: string) => (compare(a, b) >= 0 ? a : b);
const earlier = (a: string, b: string) => (a <= b ? a : b);
const later = (a: string, b: string) => (a >= b ? a : b);

/** Oldest due date first (then the sequence), as payments are laid over instalments. */
const byDue = <T extends { dueDate: string; sequence: number }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.sequence - b.sequence);

/** Lays `paid` over the rows oldest first; answers each row's paid part by sequence. */
export function allocatePaid(rows: readonly { sequence: number; dueDate: string; amount: string }[], paid: string) {
  let left = max(paid, '0');
  const paidOf = new Map<number, string>();
  for (const row of byDue(rows)) {
    const share = min(left, row.amount);
    paidOf.set(row.sequence, format(share));
    left = subtract(left, share);
  }
  return paidOf;
}

/** The deposit the terms ask for on `total`, between 0 and `total`. */
export function depositTarget(terms: Terms, total: string): string {
  const asked = terms.depositKind === 'PERCENT' ? format(percentOf(total, terms.depositValue)) : format(terms.depositValue);
  return format(max('0', min(asked, total)));
}

export function dueDates(terms: Terms, confirmedOn: string, firstService: string | null, previousBalanceDue?: string) {
  const balance = firstService
    ? later(addDays(firstService, -terms.balanceDaysBefore), confirmedOn)
    : previousBalanceDue ?? confirmedOn;
  return { deposit: earlier(addDays(confirmedOn, terms.depositDueDays), balance), balance };
}

export function planInstalments(input: PlanInput): PlannedInstalment[] {
  const { terms, total } = input;
  const previousBalance = input.existing.filter((r) => r.kind === 'BALANCE').at(-1)?.dueDate;
  const dates = dueDates(terms, input.confirmedOn, input.firstService, previousBalance);
  const target = depositTarget(terms, total);
  if (!input.existing.length) {
    const rows: Omit<PlannedInstalment, 'paidAmount'>[] = [];
    if (!isZero(target)) rows.push({ sequence: 1, kind: 'DEPOSIT', dueDate: dates.deposit, amount: target });
    const balance = subtract(total, target);
    if (compare(balance, '0') > 0) rows.push({ sequence: rows.length + 1, kind: 'BALANCE', dueDate: dates.balance, amount: format(balance) });
    return withPaid(rows, input.paid);
  }
  // Which rows the paid amount covers in full as they stand: those keep their amount and date.
  const paidBefore = allocatePaid(input.existing, input.paid);
  const frozen = new Set(input.existing
    .filter((r) => compare(r.amount, '0') > 0 && compare(paidBefore.get(r.sequence)!, r.amount) === 0)
    .map((r) => r.sequence));
  let remaining = max('0', subtract(total, sum(input.existing.filter((r) => frozen.has(r.sequence)).map((r) => r.amount))));
  const rows: Omit<PlannedInstalment, 'paidAmount'>[] = [];
  let balanceTaken = false;
  for (const row of input.existing) {
    if (frozen.has(row.sequence)) {
      rows.push(row);
    } else if (row.kind === 'DEPOSIT') {
      const amount = min(target, remaining);
      remaining = subtract(remaining, amount);
      rows.push({ ...row, dueDate: dates.deposit, amount: format(amount) });
    }
  }
  // The first open balance row takes the rest; further open balance rows are folded into it.
  for (const row of input.existing) {
    if (frozen.has(row.sequence) || row.kind !== 'BALANCE' || balanceTaken) continue;
    rows.push({ ...row, dueDate: dates.balance, amount: format(remaining) });
    remaining = '0';
    balanceTaken = true;
  }
  if (!balanceTaken && compare(remaining, '0') > 0) {
    const sequence = Math.max(...input.existing.map((r) => r.sequence)) + 1;
    rows.push({ sequence, kind: 'BALANCE', dueDate: dates.balance, amount: format(remaining) });
  }
  return withPaid(rows.filter((r) => compare(r.amount, '0') > 0).sort((a, b) => a.sequence - b.sequence), input.paid);
}

function withPaid(rows: Omit<PlannedInstalment, 'paidAmount'>[], paid: string): PlannedInstalment[] {
  const paidOf = allocatePaid(rows, paid);
  return rows.map((r) => ({ ...r, paidAmount: paidOf.get(r.sequence)! }));
}

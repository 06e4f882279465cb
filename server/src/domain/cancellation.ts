/*
 * Cancellation policies (issue 8, item 10). A rate carries tiers (D, P): cancelling D or fewer days before the service
 * date costs P% of the item's amount. The tier that applies is the one with the smallest D that is not below the days
 * left; no such tier, no fee. Only a CONFIRMED item pays (a pending one never held anything).
 *
 * cancellationFeesOf is the one function that answers what cancelling costs: the preview the dialogs show and the
 * cancel mutations both call it, so what the agent sees is what is charged.
 */
import type { RuleProblem } from '../../../rules/fields.ts';
import { CANCELLATION_LIMITS, cancellationPolicyProblems } from '../../../rules/rate.ts';
import type { Queryable } from '../db/database.ts';
import { FieldErrors } from '../graphql/validation.ts';
import type { ReservationItemModel } from '../models.ts';
import { daysBetween, today } from './calendar.ts';
import { format, percentOf, sum } from './money.ts';
import { pricingEnglish } from './pricing.ts';

export const MAX_TIERS = CANCELLATION_LIMITS.tiers;
export const MAX_DAYS_BEFORE = CANCELLATION_LIMITS.daysBefore;
export const MAX_CANCELLATION_REASON = 500;
export const DAYS_BEFORE_RANGE = `Must be a whole number from 0 to ${MAX_DAYS_BEFORE}`;
export const DUPLICATE_DAYS = 'Another tier has the same days';
export const TOO_MANY_TIERS = `At most ${MAX_TIERS} tiers`;

export interface CancellationTier {
  daysBefore: number;
  feePercentage: string;
}

export interface CancellationTierInput {
  daysBefore?: number | null;
  feePercentage?: string | null;
}

/** The English text of the policy's codes, for the old `fields` map. */
export function cancellationEnglish(problem: RuleProblem): string | undefined {
  switch (problem.code) {
    case 'TOO_MANY': return TOO_MANY_TIERS;
    case 'NUMBER_RANGE': return DAYS_BEFORE_RANGE;
    case 'DUPLICATE': return DUPLICATE_DAYS;
    default: return pricingEnglish(problem);
  }
}

/**
 * The policy of a rate form, checked by rules/rate.ts (the form's own): whole days 0..365 each once, a fee of 0..100%
 * with at most 2 decimals, at most 10 tiers. Errors go under 'cancellationPolicy.<i>.<field>'; answers the tiers
 * sorted by days (null when absent or refused).
 */
export function readCancellationPolicy(errors: FieldErrors, input: readonly CancellationTierInput[] | null | undefined) {
  const problems = cancellationPolicyProblems(input);
  errors.addProblems(problems, cancellationEnglish);
  if (input == null || problems.length) return null;
  return input.map((tier): CancellationTier => ({ daysBefore: tier.daysBefore!, feePercentage: format(tier.feePercentage!.trim()) }))
    .sort((a, b) => a.daysBefore - b.daysBefore);
}

/** Replaces a rate's tiers (inside the rate's save transaction). */
export async function writeCancellationPolicy(tx: Queryable, idRateInstance: string, tiers: readonly CancellationTier[]) {
  await tx.query('delete from rate_cancellation_tier where id_rate_instance = $1', [idRateInstance]);
  if (!tiers.length) return;
  await tx.query(
    `insert into rate_cancellation_tier (id_rate_instance, days_before, fee_percentage)
     select $1, d, p from unnest($2::int[], $3::numeric[]) as t(d, p)`,
    [idRateInstance, tiers.map((t) => t.daysBefore), tiers.map((t) => t.feePercentage)],
  );
}

/** The tiers of rates, days ascending, in one read. */
export async function loadCancellationPolicies(db: Queryable, rateIds: readonly string[]) {
  const rows = rateIds.length ? await db.query<CancellationTier & { idRateInstance: string }>(
    `select id_rate_instance as "idRateInstance", days_before as "daysBefore", fee_percentage::text as "feePercentage"
     from rate_cancellation_tier where id_rate_instance = any($1::uuid[]) order by id_rate_instance, days_before`,
    [[...new Set(rateIds)]],
  ) : [];
  const policies = new Map<string, CancellationTier[]>(rateIds.map((id) => [id, []]));
  for (const { idRateInstance, ...tier } of rows) policies.get(idRateInstance)!.push(tier);
  return policies;
}

/** The tier that applies with `daysLeft` days to the service: the smallest D >= daysLeft (tiers sorted by days). */
export function applicableTier(tiers: readonly CancellationTier[], daysLeft: number) {
  return tiers.find((tier) => tier.daysBefore >= daysLeft) ?? null;
}

interface ItemCancellationFee {
  idReservationItem: string;
  /** Days from today to the service date (negative once it has passed). */
  daysBefore: number;
  /** The percentage of the tier that applies; null when none does or the item pays nothing. */
  feePercentage: string | null;
  fee: string;
}

/** What cancelling the item today costs under its rate's tiers. */
export function itemCancellationFee(
  item: Pick<ReservationItemModel, 'idReservationItem' | 'status' | 'serviceDate' | 'amount'>,
  tiers: readonly CancellationTier[], on = today(),
): ItemCancellationFee {
  const daysBefore = daysBetween(on, item.serviceDate);
  const tier = item.status === 'CONFIRMED' ? applicableTier(tiers, daysBefore) : null;
  return {
    idReservationItem: item.idReservationItem,
    daysBefore,
    feePercentage: tier?.feePercentage ?? null,
    fee: tier ? format(percentOf(item.amount, tier.feePercentage)) : '0.00',
  };
}

/** The fees of cancelling these items today (each under its own rate's policy) and their total. */
export async function cancellationFeesOf(db: Queryable, items: readonly ReservationItemModel[]) {
  const policies = await loadCancellationPolicies(db, items.flatMap((i) => (i.idRateInstance ? [i.idRateInstance] : [])));
  const on = today();
  const fees = items.map((item) => itemCancellationFee(item, (item.idRateInstance && policies.get(item.idRateInstance)) || [], on));
  return { items: fees, total: format(sum(fees.map((f) => f.fee))) };
}

/** A cancellation reason: optional unless `required`, trimmed, at most 500 characters; VALIDATION otherwise. */
export function readCancellationReason(reason: string | null | undefined, required = false) {
  const errors = new FieldErrors();
  const text = errors.text('reason', reason, { max: MAX_CANCELLATION_REASON, required });
  errors.check();
  return text || null;
}

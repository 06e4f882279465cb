/*
 * The daily cashier's requests as a person sends them (issue 9): the floats and counts typed on the screen checked
 * field by field, who may act on a day, then the writers of domain/dailyCashier.ts (which hold the locks). Each runs
 * inside the caller's transaction; a reopen is checked before it opens one.
 */
import type { Queryable } from '../db/database.ts';
import { CATALOG } from '../db/generalParameterData.ts';
import { forbidden, notFound } from '../graphql/errors.ts';
import type { DailyCashierCountInput, DailyCashierFloatInput } from '../graphql/resolvers-types.ts';
import { FieldErrors } from '../graphql/validation.ts';
import {
  DAILY_CASHIER_REOPEN_PERMISSION, closeDailyCashier, findDailyCashier, openDailyCashier, updateDailyCashier,
  type CountInput, type FloatLine,
} from './dailyCashier.ts';
import { checkCatalogRefs } from './generalParameters.ts';
import { compare, isDecimal, scaleOf } from './money.ts';
import { MAX_AMOUNT, NEGATIVE, NOT_A_NUMBER, TOO_MANY_DECIMALS } from './pricing.ts';

export const MAX_REASON = 500;
export const EACH_CURRENCY_ONCE = 'Each currency once';
export const EACH_LINE_ONCE = 'Each payment type and currency once';

/** Who asks: their OU and user, and whether they may reopen days and act on other cashiers' days. */
export interface DayActor {
  idOu: string;
  idUser: string;
  isSupervisor: () => Promise<boolean>;
}

/** An amount of money typed by a person: required, a decimal of 0 or more with at most 2 places, within MAX_AMOUNT. */
function readAmount(errors: FieldErrors, field: string, value: string | null | undefined): string | undefined {
  const text = value?.trim();
  if (!text) errors.addCode(field, 'REQUIRED');
  else if (!isDecimal(text)) errors.addCode(field, 'NOT_A_NUMBER', {}, NOT_A_NUMBER);
  else if (compare(text, '0') < 0) errors.addCode(field, 'NEGATIVE', {}, NEGATIVE);
  else if (scaleOf(text) > 2) errors.addCode(field, 'TOO_MANY_DECIMALS', { max: 2 }, TOO_MANY_DECIMALS);
  else if (compare(text, MAX_AMOUNT) > 0) errors.addCode(field, 'AMOUNT_TOO_LARGE', { max: MAX_AMOUNT }, `At most ${MAX_AMOUNT}`);
  else return text;
  return undefined;
}

async function readFloats(db: Queryable, idOu: string, input: readonly DailyCashierFloatInput[]) {
  const errors = new FieldErrors();
  const seen = new Set<string>();
  const floats: FloatLine[] = input.map((line, i) => {
    const idCurrency = errors.id(`floats.${i}.idCurrency`, line.idCurrency);
    if (idCurrency && seen.has(idCurrency)) errors.addCode(`floats.${i}.idCurrency`, 'CURRENCY_TWICE', {}, EACH_CURRENCY_ONCE);
    if (idCurrency) seen.add(idCurrency);
    const openingAmount = readAmount(errors, `floats.${i}.openingAmount`, line.openingAmount);
    return { idCurrency: idCurrency ?? '', openingAmount: openingAmount ?? '0' };
  });
  await checkCatalogRefs(db, idOu, errors,
    floats.map((f, i) => ({ field: `floats.${i}.idCurrency`, catalog: CATALOG.currency, id: f.idCurrency })));
  errors.check();
  return floats;
}

async function readCounts(db: Queryable, idOu: string, errors: FieldErrors, input: readonly DailyCashierCountInput[]) {
  const seen = new Set<string>();
  const counts: CountInput[] = input.map((line, i) => {
    const idPaymentType = errors.id(`counts.${i}.idPaymentType`, line.idPaymentType);
    const idCurrency = errors.id(`counts.${i}.idCurrency`, line.idCurrency);
    const key = `${idPaymentType}|${idCurrency}`;
    if (idPaymentType && idCurrency && seen.has(key)) errors.addCode(`counts.${i}.idCurrency`, 'LINE_TWICE', {}, EACH_LINE_ONCE);
    seen.add(key);
    const countedAmount = readAmount(errors, `counts.${i}.countedAmount`, line.countedAmount);
    return { idPaymentType: idPaymentType ?? '', idCurrency: idCurrency ?? '', countedAmount: countedAmount ?? '0' };
  });
  await checkCatalogRefs(db, idOu, errors, counts.flatMap((c, i) => [
    { field: `counts.${i}.idPaymentType`, catalog: CATALOG.paymentType, id: c.idPaymentType },
    { field: `counts.${i}.idCurrency`, catalog: CATALOG.currency, id: c.idCurrency },
  ]));
  return counts;
}

function readText(errors: FieldErrors, field: string, value: string | null | undefined, required: boolean) {
  return errors.text(field, value, { max: MAX_REASON, required }) || null;
}

/** A day of the OU the actor may change: their own, or anyone's for a supervisor. */
async function requireManageable(tx: Queryable, actor: DayActor, id: string) {
  const day = await findDailyCashier(tx, actor.idOu, id);
  if (!day) throw notFound('Daily cashier');
  if (day.idUser !== actor.idUser && !(await actor.isSupervisor())) throw forbidden('this daily cashier');
  return day;
}

/** Opens the actor's day today with the floats typed; answers its id. */
export async function openDailyCashierAsked(tx: Queryable, actor: DayActor, floats: readonly DailyCashierFloatInput[]) {
  const lines = await readFloats(tx, actor.idOu, floats);
  return openDailyCashier(tx, actor.idOu, actor.idUser, lines);
}

/** Replaces the floats of a day the actor may change. */
export async function updateDailyCashierAsked(
  tx: Queryable, actor: DayActor, id: string, version: number | null | undefined, floats: readonly DailyCashierFloatInput[],
) {
  await requireManageable(tx, actor, id);
  const lines = await readFloats(tx, actor.idOu, floats);
  await updateDailyCashier(tx, actor.idOu, actor.idUser, id, version, lines);
}

/** Closes a day the actor may change with what was counted and an optional note. */
export async function closeDailyCashierAsked(
  tx: Queryable, actor: DayActor, id: string, version: number | null | undefined,
  counts: readonly DailyCashierCountInput[], note: string | null | undefined,
) {
  await requireManageable(tx, actor, id);
  const errors = new FieldErrors();
  const lines = await readCounts(tx, actor.idOu, errors, counts);
  const text = readText(errors, 'note', note, false);
  errors.check();
  await closeDailyCashier(tx, actor.idOu, actor.idUser, id, version, lines, text);
}

/** A reopen's reason, once the actor is known to be a supervisor; checked before the reopen's transaction. */
export async function reopenReason(actor: DayActor, reason: string | null | undefined) {
  if (!(await actor.isSupervisor())) throw forbidden(DAILY_CASHIER_REOPEN_PERMISSION);
  const errors = new FieldErrors();
  const text = readText(errors, 'reason', reason, true);
  errors.check();
  return text!;
}

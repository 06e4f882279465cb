/*
 * The daily cashier close slip the cashier files: who and when, the opening float, the day's payments by type and
 * currency, and the count (expected, counted, variance). An open day prints what is expected so far, marked open.
 * Written in the cashier's own language (their user profile), English otherwise.
 */
import type { Queryable } from '../../db/database.ts';
import { isUuid } from '../../graphql/validation.ts';
import { expectedAmounts, paymentsOfDailyCashier, supplierPaymentsOfDailyCashier } from '../dailyCashier.ts';
import { amount, documentLanguage, labelsOf, longDate, moment, paymentTypeName, type DocumentLanguage } from './documentText.ts';
import type { OperatorHeader } from './operatorHeader.ts';
import { PdfSheet } from './pdfSheet.ts';

interface Line {
  paymentType: string;
  currencyCode: string;
  amount: string;
}

interface CountRow {
  paymentType: string;
  currencyCode: string;
  expected: string;
  counted: string | null;
  variance: string | null;
}

interface CashierCloseForPdf {
  idDailyCashier: string;
  cashierName: string;
  cashierDate: string;
  status: 'OPEN' | 'CLOSED';
  openedAt: Date;
  closedAt: Date | null;
  closedBy: string | null;
  closeNote: string | null;
  language: DocumentLanguage;
  floats: { currencyCode: string; amount: string }[];
  payments: Line[];
  /** Cash paid to suppliers from the drawer per currency, net of voids (taken off the expected cash). */
  supplierPayments: { currencyCode: string; amount: string; count: number }[];
  counts: CountRow[];
}

/** The OU's day, or null. */
export async function cashierCloseForPdf(db: Queryable, idOu: string, idDailyCashier: string): Promise<CashierCloseForPdf | null> {
  if (!isUuid(idDailyCashier)) return null;
  const [day] = await db.query<Omit<CashierCloseForPdf, 'language' | 'floats' | 'payments' | 'supplierPayments' | 'counts'> & {
    languageCode: string | null; languageShortName: string | null;
  }>(
    `select d.id_daily_cashier as "idDailyCashier", u.name as "cashierName", d.cashier_date as "cashierDate", d.status,
       d.opened_at as "openedAt", d.closed_at as "closedAt", d.close_note as "closeNote",
       (select cu.name from daily_cashier_event e join app_user cu on cu.id_user = e.id_user
        where e.id_daily_cashier = d.id_daily_cashier and e.event = 'CLOSE' order by e.at desc limit 1) as "closedBy",
       l.code as "languageCode", l.short_name as "languageShortName"
     from daily_cashier d join app_user u on u.id_user = d.id_user left join language l on l.id_language = u.id_language
     where d.id_daily_cashier = $1 and d.id_ou = $2`,
    [idDailyCashier, idOu],
  );
  if (!day) return null;
  const names = new Map((await db.query<{ id: string; code: string }>(
    `select v.id_general_parameter_value as id, upper(v.code) as code from general_parameter_value v
     join general_parameter g using (id_general_parameter) where g.id_ou is null and upper(g.code) in ('CURRENCY', 'PAYMENT_TYPE')`,
  )).map((r) => [r.id, r.code]));
  const code = (id: string) => names.get(id) ?? id;
  const floats = await db.query<{ currencyCode: string; amount: string }>(
    `select upper(c.code) as "currencyCode", f.opening_amount as amount from daily_cashier_float f
     join general_parameter_value c on c.id_general_parameter_value = f.id_currency where f.id_daily_cashier = $1 order by 1`,
    [idDailyCashier],
  );
  const payments = (await paymentsOfDailyCashier(db, idDailyCashier))
    .map((p) => ({ paymentType: code(p.idPaymentType), currencyCode: code(p.idCurrency), amount: p.amount }));
  const supplierPayments = (await supplierPaymentsOfDailyCashier(db, idDailyCashier))
    .map((s) => ({ currencyCode: code(s.idCurrency), amount: s.amount, count: s.count }))
    .sort((a, b) => a.currencyCode.localeCompare(b.currencyCode));
  const stored = await db.query<{ idPaymentType: string; idCurrency: string; expected: string; counted: string; variance: string }>(
    `select id_payment_type as "idPaymentType", id_currency as "idCurrency", expected_amount as expected,
       counted_amount as counted, variance from daily_cashier_count where id_daily_cashier = $1`,
    [idDailyCashier],
  );
  // A closed day prints its stored count; an open one what the drawer should hold now, not yet counted.
  const counts: CountRow[] = day.status === 'CLOSED'
    ? stored.map((c) => ({ paymentType: code(c.idPaymentType), currencyCode: code(c.idCurrency), expected: c.expected, counted: c.counted, variance: c.variance }))
    : (await expectedAmounts(db, idDailyCashier)).map((e) => ({
      paymentType: code(e.idPaymentType), currencyCode: code(e.idCurrency), expected: e.expectedAmount, counted: null, variance: null,
    }));
  const byTypeAndCurrency = <T extends { paymentType: string; currencyCode: string }>(a: T, b: T) =>
    a.paymentType.localeCompare(b.paymentType) || a.currencyCode.localeCompare(b.currencyCode);
  const { languageCode, languageShortName, ...rest } = day;
  return {
    ...rest,
    language: documentLanguage(languageCode ? { code: languageCode, shortName: languageShortName ?? '' } : null),
    floats,
    payments: payments.sort(byTypeAndCurrency),
    supplierPayments,
    counts: counts.sort(byTypeAndCurrency),
  };
}

export function renderCashierClose(operator: OperatorHeader, day: CashierCloseForPdf): Promise<Buffer> {
  const { language } = day;
  const t = labelsOf(language);
  const type = (code: string) => paymentTypeName(language, code, code);
  const sheet = new PdfSheet({ operator, language, title: `${t('cashierClose')} ${day.cashierDate}`, date: day.cashierDate });
  sheet.title(`${t('cashierClose')} · ${longDate(language, day.cashierDate)}`, day.cashierName);
  sheet.facts([
    [t('cashier'), day.cashierName],
    [t('cashierDate'), longDate(language, day.cashierDate)],
    [t('status'), t(day.status)],
    [t('openedAt'), moment(day.openedAt)],
    [t('closedAt'), day.closedAt ? `${moment(day.closedAt)}${day.closedBy ? ` · ${day.closedBy}` : ''}` : null],
    [t('closeNote'), day.closeNote],
  ]);
  sheet.heading(t('float'));
  sheet.table(
    [{ label: t('currency'), width: 6 }, { label: t('amount'), width: 2, align: 'right' }],
    day.floats.map((f) => [f.currencyCode, amount(f.amount)]),
  );
  sheet.heading(t('paymentsByType'));
  sheet.table(
    [{ label: t('method'), width: 4 }, { label: t('currency'), width: 2 }, { label: t('amount'), width: 2, align: 'right' }],
    day.payments.map((p) => [type(p.paymentType), p.currencyCode, amount(p.amount)]),
  );
  if (day.supplierPayments.length) {
    sheet.heading(t('supplierPayments'));
    sheet.table(
      [{ label: t('currency'), width: 4 }, { label: t('supplierPaymentCount'), width: 2, align: 'right' }, { label: t('amount'), width: 2, align: 'right' }],
      day.supplierPayments.map((s) => [s.currencyCode, String(s.count), amount(s.amount)]),
    );
  }
  sheet.heading(t('count'));
  sheet.table(
    [
      { label: t('method'), width: 3 }, { label: t('currency'), width: 1.5 }, { label: t('expected'), width: 2, align: 'right' },
      { label: t('counted'), width: 2, align: 'right' }, { label: t('variance'), width: 2, align: 'right' },
    ],
    day.counts.map((c) => [
      type(c.paymentType), c.currencyCode, amount(c.expected),
      c.counted == null ? t('notCounted') : amount(c.counted), c.variance == null ? '' : amount(c.variance),
    ]),
  );
  sheet.signature(t('cashierSignature'));
  sheet.signature(t('supervisorSignature'));
  return sheet.end();
}

/*
 * The payment reminder: a mail to the customer listing what is due and overdue on one reservation, sent through the
 * mail service (server/src/mail: SMTP when set, else the OU's outbox, recorded either way). Written in the
 * reservation's language (Spanish or English). It moves no money and writes only the mail log, so a second press
 * simply sends a second reminder.
 */
import type { Queryable } from '../../db/database.ts';
import { entityDetails } from '../documents/entityDetails.ts';
import { appError, reasonError } from '../../graphql/errors.ts';
import { FieldErrors, isEmail, isUuid } from '../../graphql/validation.ts';
import type { Mailer, MailResult } from '../../mail/mailer.ts';
import { today } from '../calendar.ts';
import { format, subtract, sum } from '../money.ts';
import { instalmentStatus, instalmentsOf } from './schedule.ts';

export const MAX_RECIPIENTS = 10;

const TEXT = {
  en: {
    subject: (code: string) => `Payment reminder: reservation ${code}`,
    greeting: (name: string) => `Dear ${name},`,
    intro: (code: string) => `This is a reminder of the payments of your reservation ${code}:`,
    line: (kind: string, due: string, open: string, overdue: boolean) => `- ${kind === 'DEPOSIT' ? 'Deposit' : 'Balance'} due ${due}: ${open}${overdue ? ' (overdue)' : ''}`,
    total: (amount: string) => `Total due by today: ${amount}`,
    close: 'If you have already paid, please disregard this message.',
  },
  es: {
    subject: (code: string) => `Recordatorio de pago: reserva ${code}`,
    greeting: (name: string) => `Estimado cliente ${name}:`,
    intro: (code: string) => `Le recordamos los pagos de su reserva ${code}:`,
    line: (kind: string, due: string, open: string, overdue: boolean) => `- ${kind === 'DEPOSIT' ? 'Depósito' : 'Saldo'} con vencimiento ${due}: ${open}${overdue ? ' (vencido)' : ''}`,
    total: (amount: string) => `Total vencido a hoy: ${amount}`,
    close: 'Si ya realizó el pago, por favor ignore este mensaje.',
  },
};

export async function sendPaymentReminder(
  db: Queryable, mailer: Mailer, idOu: string, idReservation: string, to?: readonly string[] | null,
): Promise<MailResult & { recipients: string[] }> {
  const [reservation] = isUuid(idReservation) ? await db.query<{ code: string; idEntity: string; currency: string; language: string | null }>(
    `select r.code, r.id_entity as "idEntity", v.code as currency, lower(l.code) as language
     from reservation r join reservation_payment_schedule s using (id_reservation)
     join general_parameter_value v on v.id_general_parameter_value = r.id_currency
     left join language l on l.id_language = r.id_language
     where r.id_reservation = $1 and r.id_ou = $2`,
    [idReservation, idOu],
  ) : [];
  if (!reservation) throw appError('NOT_FOUND', 'Payment schedule not found', { reason: 'NOT_FOUND' });
  const customer = (await entityDetails(db, [reservation.idEntity])).get(reservation.idEntity)!;
  const errors = new FieldErrors();
  const recipients = (to?.length ? to : customer.emails).map((e) => e.trim().toLowerCase()).filter(Boolean);
  if (!recipients.length) errors.addCode('to', 'REQUIRED');
  else if (recipients.length > MAX_RECIPIENTS) errors.addCode('to', 'TOO_MANY', { max: MAX_RECIPIENTS });
  recipients.forEach((address, index) => { if (!isEmail(address)) errors.addCode(`to.${index}`, 'INVALID_EMAIL'); });
  const day = today();
  const open = (await instalmentsOf(db, [idReservation])).filter((n) => instalmentStatus(n, day) !== 'PAID');
  errors.check();
  if (!open.length) throw reasonError('CONFLICT', 'NOTHING_DUE', 'Nothing is due on this reservation', { code: reservation.code });
  const words = reservation.language?.startsWith('es') ? TEXT.es : TEXT.en;
  const amount = (value: string) => `${reservation.currency} ${format(value)}`;
  const dueToday = sum(open.filter((n) => n.dueDate <= day).map((n) => subtract(n.amount, n.paidAmount)));
  const text = [
    words.greeting(customer.name), '', words.intro(reservation.code), '',
    ...open.map((n) => words.line(n.kind, n.dueDate, amount(subtract(n.amount, n.paidAmount)), instalmentStatus(n, day) === 'OVERDUE')),
    '', words.total(amount(dueToday)), '', words.close,
  ].join('\n');
  const result = await mailer.send(db, { idOu, to: recipients, subject: words.subject(reservation.code), text });
  return { ...result, recipients };
}

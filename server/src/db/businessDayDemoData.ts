/*
 * The demo's business around today: reservations of both OUs with services over the last two months (done) and from
 * yesterday to a week ahead (confirmed ones holding inventory, quotes, a couple cancelled), with passengers (some
 * waitlisted or cancelled, so the manifests leave them off), and the cashier's last two days: yesterday closed with a
 * small cash shortage, today open, with cash, card (simulator) and transfer payments and a customer advance partly
 * applied. Each reservation is booked some days before its services and each payment is taken on its day by replaying
 * those days through the real domain writers (asOfDay), so release periods, pending amounts, fiscal documents and
 * correlatives are what the screens would have written. Runs after the users and the exchange rates exist.
 */
import { randomUUID } from 'node:crypto';
import { addDays, asOfDay, today } from '../domain/calendar.ts';
import { createAdvance } from '../domain/advances.ts';
import { completeCashierTransaction, type CartPaymentInput, type Cashier } from '../domain/cashierTransactions.ts';
import { closeDailyCashier, expectedAmounts, openDailyCashier, cashPaymentTypeId } from '../domain/dailyCashier.ts';
import { add, format, multiply, round, subtract } from '../domain/money.ts';
import {
  addItem, cancelReservation, confirmReservation, createReservation, refreshReservationSearchText, type Actor,
} from '../domain/reservations.ts';
import type { Queryable } from './database.ts';
import { CATALOG } from './generalParameterData.ts';
import { attempt, ouWorld, type OuWorld } from './reservationDemoData.ts';

type OuCode = 'LIM' | 'CUZ';

/** Past reservations per OU, one every three days of service over the last two months. */
const DEMO_PAST_RESERVATIONS = 20;
/** Reservations per OU with services on each day from yesterday to a week ahead. */
const DEMO_NEAR_PER_DAY = 2;
/** How long before its services a demo reservation was booked: past every release period (hotels: 7 days). */
const BOOKED_DAYS_BEFORE = 9;

const FIRST_NAMES = ['Valeria', 'Mateo', 'Camila', 'Santiago', 'Olivia', 'Liam', 'Isabel', 'Tomás', 'Akira', 'Greta', 'Pedro', 'Chloé'];
const LAST_NAMES = ['Condori', 'Flores', 'Torres', 'Vargas', 'Johnson', 'Schmidt', 'Sato', 'Martin', 'Bianchi', 'Ccori'];

type Booked = { idReservation: string; idEntity: string; serviceDate: string; status: 'QUOTE' | 'CONFIRMED' | 'CANCELLED' };

/** Passengers as the passenger list holds them; the last of a larger party is waitlisted or cancelled now and then. */
async function addPassengers(tx: Queryable, w: OuWorld, idReservation: string, count: number, seed: number) {
  for (let p = 0; p < count; p++) {
    const n = seed * 5 + p;
    const status = p === count - 1 && count > 2 ? (seed % 4 === 0 ? 'WAITLISTED' : seed % 4 === 1 ? 'CANCELLED' : 'ACTIVE') : 'ACTIVE';
    await tx.query(
      `insert into reservation_passenger (id_reservation, id_passenger_type, first_name, last_name, id_document_type,
         document_number, sort_order, status)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [idReservation, w.adult, FIRST_NAMES[n % FIRST_NAMES.length], LAST_NAMES[(n * 7) % LAST_NAMES.length], w.dni,
        String(70_000_000 + n * 6113).slice(0, 8), p, status],
    );
  }
  await refreshReservationSearchText(tx, idReservation);
}

/** One reservation booked BOOKED_DAYS_BEFORE its service date, confirmed (or cancelled) as `status` asks. */
async function book(
  tx: Queryable, w: OuWorld, actor: Actor, seed: number, serviceDate: string, status: Booked['status'],
): Promise<Booked> {
  return asOfDay(addDays(serviceDate, -BOOKED_DAYS_BEFORE), async () => {
    const partySize = 2 + (seed % 3);
    const idEntity = w.customers[seed % w.customers.length];
    const reservation = await createReservation(tx, actor, {
      reservationDate: today(), idEntity, passengerCount: partySize, idCurrency: w.idCurrency!,
      fileNumber: seed % 2 ? `EXP-${serviceDate.slice(0, 4)}-${String(500 + seed).padStart(4, '0')}` : null,
    });
    await addPassengers(tx, w, reservation.idReservation, partySize, seed);
    let items = 0;
    for (let k = 0; k < 1 + (seed % 2); k++) {
      // The next service of the list when one is not sold that day (stop sale, sold out).
      for (let tries = 0; tries < 4; tries++) {
        const instance = w.instances[(seed * 7 + k * 13 + tries * 5) % w.instances.length];
        const item = await attempt(tx, () => addItem(tx, actor, {
          idReservation: reservation.idReservation, idProductInstance: instance.id, serviceDate: addDays(serviceDate, k),
          nights: instance.hotel ? 1 + (seed % 2) : 1, quantity: instance.hotel ? 1 : partySize - 1,
        }));
        if (item) {
          items++;
          break;
        }
      }
    }
    if (status === 'QUOTE' || !items) return { idReservation: reservation.idReservation, idEntity, serviceDate, status: 'QUOTE' };
    if (!await attempt(tx, () => confirmReservation(tx, actor, reservation.idReservation))) {
      return { idReservation: reservation.idReservation, idEntity, serviceDate, status: 'QUOTE' };
    }
    if (status === 'CANCELLED') await cancelReservation(tx, actor, reservation.idReservation, 'Customer changed travel plans');
    return { idReservation: reservation.idReservation, idEntity, serviceDate, status };
  });
}

async function payableItems(tx: Queryable, idReservation: string) {
  return tx.query<{ id: string; pending: string }>(
    `select id_reservation_item as id, pending_amount as pending from reservation_item
     where id_reservation = $1 and status = 'CONFIRMED' and pending_amount > 0 order by service_date, id_reservation_item`,
    [idReservation],
  );
}

/** Pays `share` (0..1) of a reservation's pending items with one payment method; nothing when it has none. */
async function pay(
  tx: Queryable, cashier: Cashier, booked: Booked, share: string, payment: Omit<CartPaymentInput, 'amount'>, note: string | null = null,
) {
  const items = (await payableItems(tx, booked.idReservation)).map((i) => ({
    idReservationItem: i.id, amountToPay: format(round(multiply(i.pending, share), 2)),
  })).filter((i) => i.amountToPay !== '0.00');
  if (!items.length) return null;
  const total = format(items.reduce((t, i) => add(t, i.amountToPay), '0'));
  return completeCashierTransaction(tx, cashier, {
    idempotencyKey: `demo-${randomUUID()}`, note, items, payments: [{ ...payment, amount: total }],
  });
}

async function bankId(tx: Queryable) {
  const [row] = await tx.query<{ id: string }>(
    `select v.id_general_parameter_value as id from general_parameter_value v join general_parameter g using (id_general_parameter)
     where g.code = $1 and g.id_ou is null order by v.sort_order limit 1`,
    [CATALOG.bank],
  );
  return row.id;
}

const card = (holderName: string) => ({
  number: '4111111111111111', holderName, ccv: '123', expiry: `12/${String(Number(today().slice(2, 4)) + 3).padStart(2, '0')}`,
});

/** Yesterday's and today's cashier days of one OU's cashier, with their payments and an advance. */
async function cashierDays(tx: Queryable, w: OuWorld, cashier: Cashier, past: Booked[], near: Booked[]) {
  const idCurrency = w.idCurrency!;
  const idBank = await bankId(tx);
  const idCash = await cashPaymentTypeId(tx);
  const yesterday = addDays(today(), -1);
  const confirmed = (list: Booked[]) => list.filter((b) => b.status === 'CONFIRMED');
  const done = confirmed(past);
  const coming = confirmed(near).filter((b) => b.serviceDate >= today());
  let idAdvance: string | null = null;
  let advanceCustomer: string | null = null;
  await asOfDay(yesterday, async () => {
    const idDay = await openDailyCashier(tx, cashier.idOu, cashier.idUser, [{ idCurrency, openingAmount: '200.00' }]);
    // Services done: most paid in full; the rest stay owed, so receivables age over 0-30 and 31-60 days.
    for (const [n, booked] of done.entries()) {
      if (n % 3 === 2) continue;
      const payment: Omit<CartPaymentInput, 'amount'> = n % 3 === 0 ? { method: 'CASH', idCurrency }
        : n % 4 === 1 ? { method: 'CARD', idCurrency, card: card('MARIA ROJAS') }
          : { method: 'DEPOSIT', idCurrency, deposit: { depositDate: yesterday, depositType: 'TRANSFER', idBank, bankAccount: '191-2345678-0-12', number: `OP-${70000 + n}` } };
      await pay(tx, cashier, booked, n % 5 === 4 ? '0.5' : '1', payment);
    }
    // An advance for a trip the customer has not booked yet.
    advanceCustomer = coming[0]?.idEntity ?? w.customers[0];
    ({ idAdvance } = await createAdvance(tx, cashier, {
      idempotencyKey: `demo-${randomUUID()}`, idEntity: advanceCustomer, idCurrency, amount: '300.00', method: 'CASH',
      note: 'Advance for the next trip',
    }));
    // Counted as expected except the cash, 2.50 short.
    const counts = (await expectedAmounts(tx, idDay)).map((line) => ({
      idPaymentType: line.idPaymentType, idCurrency: line.idCurrency,
      countedAmount: line.idPaymentType === idCash && line.idCurrency === idCurrency
        ? format(subtract(line.expectedAmount, '2.50')) : line.expectedAmount,
    }));
    await closeDailyCashier(tx, cashier.idOu, cashier.idUser, idDay, null, counts, 'Cash 2.50 short: change given twice');
  });
  await openDailyCashier(tx, cashier.idOu, cashier.idUser, [{ idCurrency, openingAmount: '200.00' }]);
  // Today: deposits on trips of the coming days, one partly from the advance.
  for (const [n, booked] of coming.entries()) {
    if (n % 2 === 1) continue;
    if (booked.idEntity === advanceCustomer && idAdvance) {
      await pay(tx, cashier, booked, '0.5', { method: 'ADVANCE', idCurrency, idAdvance }, 'Part of the advance applied');
      idAdvance = null;
    } else {
      await pay(tx, cashier, booked, n % 4 === 0 ? '0.5' : '1', n % 4 === 0 ? { method: 'CARD', idCurrency, card: card('JOHN SMITH') } : { method: 'CASH', idCurrency });
    }
  }
}

/**
 * Seeds each OU's business around today; `cashiers` names the demo user who works each OU's cash desk. Answers how
 * many reservations it wrote.
 */
export async function seedDemoBusinessDay(tx: Queryable, ous: Record<OuCode, string>, cashiers: Record<OuCode, string>) {
  let written = 0;
  const start = today();
  for (const [code, idOu] of Object.entries(ous) as [OuCode, string][]) {
    const w = await ouWorld(tx, idOu);
    if (!w.customers.length || !w.instances.length || !w.idCurrency) continue;
    const actor: Actor = { idOu, idUser: null, canOverridePrice: false };
    const past: Booked[] = [];
    for (let n = 0; n < DEMO_PAST_RESERVATIONS; n++) {
      past.push(await book(tx, w, actor, n, addDays(start, -2 - n * 3), n % 9 === 7 ? 'CANCELLED' : 'CONFIRMED'));
    }
    const near: Booked[] = [];
    for (let day = -1; day <= 7; day++) {
      for (let k = 0; k < DEMO_NEAR_PER_DAY; k++) {
        const seed = 100 + (day + 1) * DEMO_NEAR_PER_DAY + k;
        const status = k === 0 ? 'CONFIRMED' : day === 2 || day === 5 ? 'CANCELLED' : day % 2 ? 'QUOTE' : 'CONFIRMED';
        near.push(await book(tx, w, actor, seed, addDays(start, day), status));
      }
    }
    written += past.length + near.length;
    await cashierDays(tx, w, { idOu, idUser: cashiers[code] }, past, near);
  }
  return written;
}

/*
 * The demo's supplier payables (issue 24): the demo reservations' confirmed services already carry their expected
 * costs (the reservation writers keep them). Per OU, the oldest services of each supplier are invoiced and paid, the
 * next ones invoiced and still open, the OU's first invoice is overdue, and the rest stay expected only, so the payables list,
 * the ageing and a supplier's statement show every state. Written through the domain's writers, as the screens would.
 */
import { randomUUID } from 'node:crypto';
import { addDays, today } from '../domain/calendar.ts';
import { registerSupplierInvoice } from '../domain/supplierPayables/invoices.ts';
import { paySupplierInvoice } from '../domain/supplierPayables/payments.ts';
import { format, percentOf } from '../domain/money.ts';
import type { Queryable } from './database.ts';

type OuCode = 'LIM' | 'CUZ';

interface Cost { idReservationItem: string; idSupplier: string; idCurrency: string; amount: string }

/** Invoices and payments over the expected costs of the OU's demo services. */
export async function seedDemoPayables(tx: Queryable, ous: Record<OuCode, string>, users: Record<OuCode, string>) {
  for (const code of ['LIM', 'CUZ'] as const) {
    const idOu = ous[code];
    const actor = { idOu, idUser: users[code] };
    const costs = await tx.query<Cost>(
      `select c.id_reservation_item as "idReservationItem", c.id_supplier as "idSupplier", c.id_currency as "idCurrency",
         c.amount::text as amount
       from supplier_expected_cost c join reservation_item i using (id_reservation_item)
       where c.id_ou = $1 and c.status = 'EXPECTED' and c.amount > 0 order by i.service_date, i.id_reservation_item`,
      [idOu],
    );
    const bySupplier = new Map<string, Cost[]>();
    for (const cost of costs) bySupplier.set(`${cost.idSupplier}/${cost.idCurrency}`, [...(bySupplier.get(`${cost.idSupplier}/${cost.idCurrency}`) ?? []), cost]);
    let n = 0;
    for (const group of bySupplier.values()) {
      // Two services per invoice; the last third of each supplier's services stays expected only.
      const invoiced = group.slice(0, Math.ceil((group.length * 2) / 3));
      for (let i = 0; i < invoiced.length; i += 2) {
        const lines = invoiced.slice(i, i + 2);
        // The OU's first invoice is the overdue one (open, due 15 days ago); then paid, open, paid in part in turn.
        const overdue = n === 0;
        const state = overdue ? 1 : (i / 2) % 3;
        const invoiceDate = addDays(today(), overdue ? -45 : -((i % 20) + 2));
        // A supplier's tax on top of the net cost: what a real invoice rarely matches to the cent.
        const { idSupplierInvoice } = await registerSupplierInvoice(tx, actor, {
          idempotencyKey: `demo-${randomUUID()}`, idSupplier: lines[0].idSupplier, number: `${code}-F${String(++n).padStart(4, '0')}`,
          invoiceDate, dueDate: overdue ? addDays(today(), -15) : null, idCurrency: lines[0].idCurrency,
          lines: lines.map((l) => {
            // Every third invoice carries the supplier's 4 % season surcharge: over the tolerance, and a margin that
            // moves once the invoice replaces the expected cost (the reservation's margin, the margin report).
            const amount = n % 3 === 2 ? format(percentOf(l.amount, '104')) : l.amount;
            return { idReservationItem: l.idReservationItem, amount, taxAmount: n % 4 === 0 ? format(percentOf(amount, '3')) : '0' };
          }),
        });
        if (state === 1) continue;
        const [{ total }] = await tx.query<{ total: string }>('select total::text from supplier_invoice where id_supplier_invoice = $1', [idSupplierInvoice]);
        await paySupplierInvoice(tx, actor, {
          idempotencyKey: `demo-${randomUUID()}`, idSupplierInvoice, method: n % 2 ? 'TRANSFER' : 'CASH',
          documentNumber: n % 2 ? `OP-${700000 + n}` : `VC-${String(n).padStart(5, '0')}`, amount: state === 0 ? total : format(percentOf(total, '50')),
        });
      }
    }
  }
}

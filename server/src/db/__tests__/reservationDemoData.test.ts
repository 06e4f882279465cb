import { describe, expect, it } from 'vitest';
import { today } from '../../domain/calendar.ts';
import { dbKinds } from '../../testing/testServer.ts';
import { suiteServer } from '../../testing/suiteServer.ts';

/* The demo reservations' payment schedules (db/reservationDemoData.ts): dated from the reservation date. */
describe.each(dbKinds)('demo payment schedules (%s)', (kind) => {
  const { server } = suiteServer(kind);

  it('has, in both OUs, reservations with an overdue deposit and a balance still to fall due', async () => {
    const rows = await server.db.query<{ code: string; n: number }>(
      `select o.code, count(distinct r.id_reservation)::int as n
       from reservation r join ou o on o.id_ou = r.id_ou
       join reservation_instalment d on d.id_reservation = r.id_reservation and d.kind = 'DEPOSIT'
       join reservation_instalment b on b.id_reservation = r.id_reservation and b.kind = 'BALANCE'
       where r.status in ('CONFIRMED', 'PARTIALLY_PAID') and d.paid_amount < d.amount and d.due_date < $1::date
         and b.due_date > $1::date
       group by o.code`,
      [today()],
    );
    expect(Object.fromEntries(rows.map((r) => [r.code, r.n > 0]))).toEqual({ CUZ: true, LIM: true });
  });

  it('keeps every schedule in line with its reservation: the open instalments add up to the pending amount', async () => {
    const off = await server.db.query<{ code: string }>(
      `select r.code from reservation r join reservation_instalment n using (id_reservation)
       group by r.id_reservation, r.code, r.pending_amount having sum(n.amount - n.paid_amount) <> r.pending_amount`,
    );
    expect(off).toEqual([]);
  });
});

-- The Home dashboard (issue 10; server/src/domain/homeDashboard.ts): each figure reads an index over its own rows.

-- Today's services: the items of one day across reservations (the reservation row then gives the OU).
create index reservation_item_service_date_idx on reservation_item (service_date, id_reservation)
  where status <> 'CANCELLED';

-- Receivables: only reservations past the quote that still owe something, with what the aging needs.
create index reservation_receivable_idx on reservation (id_ou, id_currency, reservation_date)
  include (pending_amount, id_entity) where pending_amount > 0 and status <> 'QUOTE';

-- Open daily cashiers: few rows, however long the cashier history grows.
create index daily_cashier_open_idx on daily_cashier (id_ou, cashier_date) where status = 'OPEN';

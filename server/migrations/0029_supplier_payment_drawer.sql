-- Issue 24: a cash payment to a supplier made at a cashier comes out of that cashier's drawer. The payment (and the
-- reversal of its void, which puts the cash back) records the daily cashier whose expected cash it changes;
-- domain/dailyCashier.ts subtracts the day's supplier payments from its expected cash. Null: not paid from a drawer
-- (a transfer, or cash recorded after the fact).
alter table supplier_payment add column id_daily_cashier uuid references daily_cashier(id_daily_cashier);
create index supplier_payment_daily_cashier_idx on supplier_payment (id_daily_cashier) where id_daily_cashier is not null;

-- Supplier payables (issue 24, part 2): what the OU expects to pay its suppliers, the invoices they send, and the
-- payments that go out to them. server/src/domain/supplierPayables/ writes every table below.

-- One row per service (reservation item) that was ever confirmed with a rate: its cost from the rate's purchase side,
-- in the rate's currency, and what of it is payable now. Kept by syncExpectedCosts, which recomputeAmounts calls under
-- the reservation's lock: EXPECTED while the service is confirmed, FEE once cancelled with a fee (the supplier's
-- cancellation fee stays payable), REMOVED once cancelled without one (amount 0, the row kept for the record).
create table supplier_expected_cost (
  id_reservation_item uuid primary key references reservation_item(id_reservation_item) on delete cascade,
  id_ou uuid not null references ou(id_ou),
  id_reservation uuid not null references reservation(id_reservation) on delete cascade,
  id_supplier uuid not null references entity(id_entity),
  id_currency uuid not null references general_parameter_value(id_general_parameter_value),
  cost numeric(14, 2) not null check (cost >= 0),
  amount numeric(14, 2) not null check (amount >= 0 and amount <= cost),
  status text not null check (status in ('EXPECTED', 'FEE', 'REMOVED')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (status <> 'REMOVED' or amount = 0),
  check (status <> 'FEE' or amount > 0)
);
create index supplier_expected_cost_supplier_idx on supplier_expected_cost (id_ou, id_supplier, id_currency);
create index supplier_expected_cost_reservation_idx on supplier_expected_cost (id_reservation);

-- A supplier's invoice: lines against services of the supplier, net amount and tax per line. paid_amount is the sum
-- of its payments (reversals negative), kept under the invoice's row lock by the payment and its void.
create table supplier_invoice (
  id_supplier_invoice uuid primary key default gen_random_uuid(),
  id_ou uuid not null references ou(id_ou),
  id_supplier uuid not null references entity(id_entity),
  number text not null,
  invoice_date date not null,
  due_date date not null check (due_date >= invoice_date),
  id_currency uuid not null references general_parameter_value(id_general_parameter_value),
  subtotal numeric(14, 2) not null check (subtotal >= 0),
  tax_amount numeric(14, 2) not null check (tax_amount >= 0),
  total numeric(14, 2) not null check (total > 0 and total = subtotal + tax_amount),
  paid_amount numeric(14, 2) not null default 0 check (paid_amount >= 0 and paid_amount <= total),
  note text,
  id_user_create uuid,
  id_user_update uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- One number per supplier and OU, however it is typed.
create unique index supplier_invoice_number_key on supplier_invoice (id_ou, id_supplier, upper(number));
create index supplier_invoice_list_idx on supplier_invoice (id_ou, due_date, id_supplier_invoice);
create index supplier_invoice_supplier_idx on supplier_invoice (id_supplier, id_ou);

create table supplier_invoice_line (
  id_supplier_invoice_line uuid primary key default gen_random_uuid(),
  id_supplier_invoice uuid not null references supplier_invoice(id_supplier_invoice) on delete cascade,
  line_number int not null check (line_number >= 1),
  id_reservation_item uuid not null references supplier_expected_cost(id_reservation_item),
  description text not null default '',
  amount numeric(14, 2) not null check (amount >= 0),
  tax_amount numeric(14, 2) not null default 0 check (tax_amount >= 0),
  unique (id_supplier_invoice, line_number),
  unique (id_supplier_invoice, id_reservation_item)
);
create index supplier_invoice_line_item_idx on supplier_invoice_line (id_reservation_item);

-- Money out to a supplier against one invoice. A void never deletes: the original turns VOIDED and a REVERSAL row
-- with the amount negated points at it (one per original).
create table supplier_payment (
  id_supplier_payment uuid primary key default gen_random_uuid(),
  id_ou uuid not null references ou(id_ou),
  id_supplier uuid not null references entity(id_entity),
  id_supplier_invoice uuid not null references supplier_invoice(id_supplier_invoice),
  method text not null check (method in ('CASH', 'TRANSFER')),
  document_number text not null,
  payment_date date not null,
  id_currency uuid not null references general_parameter_value(id_general_parameter_value),
  amount numeric(14, 2) not null,
  status text not null check (status in ('ACTIVE', 'VOIDED', 'REVERSAL')),
  reversal_of uuid unique references supplier_payment(id_supplier_payment),
  void_reason text,
  id_user_create uuid,
  created_at timestamptz not null default now(),
  check ((status = 'REVERSAL') = (reversal_of is not null)),
  check ((status = 'REVERSAL') = (amount < 0) and amount <> 0)
);
create index supplier_payment_invoice_idx on supplier_payment (id_supplier_invoice, created_at);
create index supplier_payment_supplier_idx on supplier_payment (id_ou, id_supplier);

select audit_attach('supplier_expected_cost', 'supplierExpectedCost', 'reservation', 'id_reservation');
select audit_attach('supplier_invoice', 'supplierInvoice');
select audit_attach('supplier_invoice_line', 'supplierInvoiceLine', 'supplierInvoice', 'id_supplier_invoice');
select audit_attach('supplier_payment', 'supplierPayment', 'supplierInvoice', 'id_supplier_invoice');

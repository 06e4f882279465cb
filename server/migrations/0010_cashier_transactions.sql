-- Cashier transactions (issue 9): what a cashier completes at the counter. The reservations cart and the payments
-- cart live in the browser; completing them writes everything below in one database transaction
-- (server/src/domain/cashierTransactions.ts), so a transaction is never half written and has no OPEN status.
--
-- Money never changes in place: a voided payment keeps its row and amounts (status VOIDED) and gets a reversal row
-- (reversal_of) with the negative amounts, negative allocations and a credit note.

-- Transaction numbers per OU, taken from a locked counter row (a rolled-back completion gives its number back).
create table cashier_transaction_counter (
  id_ou uuid primary key references ou(id_ou),
  last_number bigint not null default 0
);

-- Statuses: COMPLETED when written; PARTIALLY_VOIDED once some of its payments are voided; VOIDED when all are.
-- Every item of one transaction is in one currency (the reservations') and belongs to one customer, the one the
-- documents are issued to.
create table cashier_transaction (
  id_cashier_transaction uuid primary key default gen_random_uuid(),
  id_ou uuid not null references ou(id_ou),
  number bigint not null,
  transaction_date date not null,
  -- The glosa: a free note the cashier writes.
  note text,
  status text not null default 'COMPLETED' check (status in ('COMPLETED', 'PARTIALLY_VOIDED', 'VOIDED')),
  id_daily_cashier uuid not null references daily_cashier(id_daily_cashier),
  id_entity uuid not null references entity(id_entity),
  id_currency uuid not null references general_parameter_value(id_general_parameter_value),
  -- Sum of the items' amounts to pay; what the payments covered (converted, in id_currency); the cash change given.
  items_total numeric(14, 2) not null check (items_total > 0),
  paid_total numeric(14, 2) not null,
  change_amount numeric(14, 2) not null default 0 check (change_amount >= 0),
  idempotency_key text not null,
  id_user_create uuid references app_user(id_user),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index cashier_transaction_number_key on cashier_transaction (id_ou, number);
create unique index cashier_transaction_idempotency_key on cashier_transaction (id_ou, idempotency_key);
create index cashier_transaction_list_idx on cashier_transaction (id_ou, transaction_date desc, number desc);
create index cashier_transaction_daily_cashier_idx on cashier_transaction (id_daily_cashier);
create index cashier_transaction_entity_idx on cashier_transaction (id_entity);

-- The reservations cart as completed: each item and the amount paid on it (in the transaction's currency).
create table cashier_transaction_item (
  id_cashier_transaction_item uuid primary key default gen_random_uuid(),
  id_cashier_transaction uuid not null references cashier_transaction(id_cashier_transaction),
  -- The item's place in the cart (1, 2, ...): payments fill the items in this order.
  line_number int not null,
  id_reservation_item uuid not null references reservation_item(id_reservation_item),
  id_reservation uuid not null references reservation(id_reservation),
  amount_to_pay numeric(14, 2) not null check (amount_to_pay > 0),
  -- The item's pending amount before this transaction (what the cashier saw as payable).
  pending_before numeric(14, 2) not null,
  unique (id_cashier_transaction, id_reservation_item)
);
create index cashier_transaction_item_item_idx on cashier_transaction_item (id_reservation_item);
create index cashier_transaction_item_reservation_idx on cashier_transaction_item (id_reservation);

-- Methods: CASH, CARD, DEPOSIT (bank deposit or transfer), ADVANCE (an applied customer advance; its table comes
-- with advances). Statuses: ACTIVE; VOIDED for a payment that has a reversal. A reversal row is ACTIVE, has
-- reversal_of set and every amount negated.
--
-- amount is what was tendered, in the payment's own currency. amount_converted is amount at the frozen rate in the
-- transaction's currency (equal to amount, rate 1, for the same currency); change_amount (cash only, transaction
-- currency) is what went back to the customer; amount_applied = amount_converted - change_amount went to the items.
create table payment (
  id_payment uuid primary key default gen_random_uuid(),
  id_ou uuid not null references ou(id_ou),
  id_cashier_transaction uuid not null references cashier_transaction(id_cashier_transaction),
  -- The day the row was written in: the sale's day for a payment, the void's day for a reversal.
  id_daily_cashier uuid not null references daily_cashier(id_daily_cashier),
  line_number int not null,
  method text not null check (method in ('CASH', 'CARD', 'DEPOSIT', 'ADVANCE')),
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'VOIDED')),
  payment_date date not null,
  id_currency uuid not null references general_parameter_value(id_general_parameter_value),
  amount numeric(14, 2) not null,
  amount_converted numeric(14, 2) not null,
  change_amount numeric(14, 2) not null default 0,
  amount_applied numeric(14, 2) not null,
  -- The rate the cashier was shown, frozen: later rate changes never revalue the payment.
  exchange_rate numeric(18, 6) not null default 1,
  -- The rate row was recorded the other way round (transaction currency -> payment currency): amount was divided.
  exchange_rate_inverted boolean not null default false,
  id_exchange_rate uuid references exchange_rate(id_exchange_rate),
  -- Card: only what the gateway hands back. The card number and CCV are never stored.
  card_token text,
  card_brand text,
  card_last4 text check (card_last4 is null or card_last4 ~ '^[0-9]{4}$'),
  card_holder text,
  card_authorization text,
  -- Deposit or transfer.
  deposit_type text check (deposit_type is null or deposit_type in ('DEPOSIT', 'TRANSFER')),
  deposit_date date,
  id_bank uuid references general_parameter_value(id_general_parameter_value),
  bank_account text,
  deposit_number text,
  id_advance uuid,
  reversal_of uuid references payment(id_payment),
  void_reason text,
  id_user_create uuid references app_user(id_user),
  created_at timestamptz not null default now(),
  check ((method = 'CARD') = (card_token is not null)),
  check ((method = 'DEPOSIT') = (deposit_number is not null)),
  check (method = 'CASH' or change_amount = 0)
);
-- One reversal per payment: voiding twice cannot write a second one, whatever the race.
create unique index payment_reversal_key on payment (reversal_of) where reversal_of is not null;
create index payment_transaction_idx on payment (id_cashier_transaction, line_number);
create index payment_daily_cashier_idx on payment (id_daily_cashier, method, id_currency);
create index payment_list_idx on payment (id_ou, payment_date desc, created_at desc);
create index payment_exchange_rate_idx on payment (id_exchange_rate);
create index payment_deposit_number_idx on payment (id_bank, deposit_number) where deposit_number is not null;

-- What each payment paid of each item (transaction currency); reversal rows carry negative allocations.
create table payment_allocation (
  id_payment_allocation uuid primary key default gen_random_uuid(),
  id_payment uuid not null references payment(id_payment),
  id_cashier_transaction_item uuid not null references cashier_transaction_item(id_cashier_transaction_item),
  id_reservation_item uuid not null references reservation_item(id_reservation_item),
  amount numeric(14, 2) not null check (amount <> 0)
);
create index payment_allocation_payment_idx on payment_allocation (id_payment);
create index payment_allocation_item_idx on payment_allocation (id_reservation_item);
create index payment_allocation_cart_item_idx on payment_allocation (id_cashier_transaction_item);

-- Gapless correlatives per OU, document type and series: the counter row is taken with the document's insert and
-- stays locked until the transaction ends, so a rollback gives the number back and no two documents share one.
create table document_series_counter (
  id_ou uuid not null references ou(id_ou),
  document_type text not null,
  series text not null,
  last_number bigint not null default 0,
  primary key (id_ou, document_type, series)
);

-- Invoices (customers with a taxpayer number, RUC), receipts (everyone else) and credit notes (a voided payment,
-- referring to the document it corrects, in that document's currency). tax_status is the tax authority's answer:
-- PENDING until the interface sends it, then SENT, ACCEPTED or REJECTED.
create table fiscal_document (
  id_fiscal_document uuid primary key default gen_random_uuid(),
  id_ou uuid not null references ou(id_ou),
  document_type text not null check (document_type in ('INVOICE', 'RECEIPT', 'CREDIT_NOTE')),
  series text not null,
  correlative bigint not null check (correlative > 0),
  issue_date date not null,
  id_cashier_transaction uuid not null references cashier_transaction(id_cashier_transaction),
  -- Credit notes: the voided payment and the document corrected.
  id_payment uuid references payment(id_payment),
  id_reference_document uuid references fiscal_document(id_fiscal_document),
  id_entity uuid not null references entity(id_entity),
  id_currency uuid not null references general_parameter_value(id_general_parameter_value),
  -- Prices include the sales tax (IGV 18%): subtotal + tax = total, exactly.
  subtotal numeric(14, 2) not null,
  tax numeric(14, 2) not null,
  total numeric(14, 2) not null check (total > 0),
  tax_status text not null default 'PENDING' check (tax_status in ('PENDING', 'SENT', 'ACCEPTED', 'REJECTED')),
  id_user_create uuid references app_user(id_user),
  created_at timestamptz not null default now()
);
create unique index fiscal_document_number_key on fiscal_document (id_ou, document_type, series, correlative);
create index fiscal_document_transaction_idx on fiscal_document (id_cashier_transaction);
create index fiscal_document_payment_idx on fiscal_document (id_payment);
create index fiscal_document_reference_idx on fiscal_document (id_reference_document);
create index fiscal_document_tax_status_idx on fiscal_document (id_ou, tax_status, issue_date);
create index fiscal_document_entity_idx on fiscal_document (id_entity);

-- Every money-moving mutation carries a key the client makes once per submit. The first call claims the key (the
-- unique index makes a concurrent second call wait for the first to commit or roll back); a repeat with the same
-- request answers the stored response and moves nothing; the same key with another request is refused.
create table idempotency_key (
  id_ou uuid not null references ou(id_ou),
  key text not null,
  operation text not null,
  request_hash text not null,
  response jsonb,
  created_at timestamptz not null default now(),
  primary key (id_ou, key)
);
create index idempotency_key_created_idx on idempotency_key (created_at);

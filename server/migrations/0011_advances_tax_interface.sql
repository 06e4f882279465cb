-- Advances and the tax/accounting interface (issue 9).
--
-- An advance is a customer's prepayment taken at the counter (cash or a bank deposit/transfer) in the cashier's open
-- day. It gets its own invoice or receipt (the tax authority taxes an advance when it is received) and is later
-- applied as an ADVANCE payment in cashier transactions until its available amount is used up. It can be voided
-- (credit note, the money handed back in the void's day) only while nothing of it has been applied.
create table advance (
  id_advance uuid primary key default gen_random_uuid(),
  id_ou uuid not null references ou(id_ou),
  advance_date date not null,
  id_entity uuid not null references entity(id_entity),
  id_currency uuid not null references general_parameter_value(id_general_parameter_value),
  -- How the money came in: cash, or a deposit/transfer (the same fields as a DEPOSIT payment).
  method text not null check (method in ('CASH', 'DEPOSIT')),
  deposit_type text check (deposit_type is null or deposit_type in ('DEPOSIT', 'TRANSFER')),
  deposit_date date,
  id_bank uuid references general_parameter_value(id_general_parameter_value),
  bank_account text,
  deposit_number text,
  note text,
  total numeric(14, 2) not null check (total > 0),
  -- What later transactions took of it (the part now on their invoices); available = total - applied, never below 0.
  applied_amount numeric(14, 2) not null default 0 check (applied_amount >= 0),
  available_amount numeric(14, 2) not null check (available_amount >= 0),
  -- AVAILABLE while something is left; APPLIED once used up; VOIDED (only from untouched).
  status text not null default 'AVAILABLE' check (status in ('AVAILABLE', 'APPLIED', 'VOIDED')),
  id_daily_cashier uuid not null references daily_cashier(id_daily_cashier),
  -- The day the void handed the money back in (its drawer loses it).
  id_void_daily_cashier uuid references daily_cashier(id_daily_cashier),
  void_reason text,
  voided_at timestamptz,
  idempotency_key text not null,
  id_user_create uuid references app_user(id_user),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (available_amount = total - applied_amount),
  check ((method = 'DEPOSIT') = (deposit_number is not null)),
  check ((status = 'VOIDED') = (id_void_daily_cashier is not null))
);
create unique index advance_idempotency_key on advance (id_ou, idempotency_key);
create index advance_list_idx on advance (id_ou, advance_date desc, created_at desc);
-- The cart's "advances of this customer I can apply".
create index advance_available_idx on advance (id_ou, id_entity, id_currency) where status = 'AVAILABLE';
create index advance_daily_cashier_idx on advance (id_daily_cashier);
create index advance_void_daily_cashier_idx on advance (id_void_daily_cashier) where id_void_daily_cashier is not null;
create index advance_entity_idx on advance (id_entity);

-- An applied advance is a payment row of method ADVANCE naming it.
alter table payment add constraint payment_advance_fk foreign key (id_advance) references advance(id_advance);
alter table payment add constraint payment_advance_check check ((method = 'ADVANCE') = (id_advance is not null));
create index payment_advance_idx on payment (id_advance) where id_advance is not null;

-- An advance's own document (and the credit note of its void) belongs to the advance, not to a transaction.
alter table fiscal_document alter column id_cashier_transaction drop not null;
alter table fiscal_document add column id_advance uuid references advance(id_advance);
alter table fiscal_document add constraint fiscal_document_owner_check
  check ((id_cashier_transaction is null) <> (id_advance is null));
create index fiscal_document_advance_idx on fiscal_document (id_advance) where id_advance is not null;

-- The interface: when a document was last sent to the tax authority, its answer, and when it went to accounting.
alter table fiscal_document add column tax_sent_at timestamptz;
alter table fiscal_document add column tax_ticket text;
alter table fiscal_document add column tax_message text;
alter table fiscal_document add column exported_at timestamptz;
create index fiscal_document_issue_idx on fiscal_document (id_ou, issue_date, document_type, series, correlative);

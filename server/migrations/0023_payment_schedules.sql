-- Payment schedules (issue 24, part 1): when a customer's money falls due. server/src/domain/paymentSchedules/
-- writes every table below.
--
-- Terms: one row per customer of the OU that has its own, and one OU default (id_entity null) that also carries the
-- OU's overdue-deposit policy (grace days, FLAG or RELEASE). A reservation without either gets the built-in default
-- (domain/paymentSchedules/terms.ts).
create table payment_terms (
  id_payment_terms uuid primary key default gen_random_uuid(),
  id_ou uuid not null references ou(id_ou),
  id_entity uuid references entity(id_entity),
  -- PERCENT of the reservation's amount, or a fixed AMOUNT in the reservation's currency (capped at its amount).
  deposit_kind text not null check (deposit_kind in ('PERCENT', 'AMOUNT')),
  deposit_value numeric(14, 2) not null check (deposit_value >= 0),
  -- Days after confirmation the deposit falls due (0: on confirmation).
  deposit_due_days int not null check (deposit_due_days between 0 and 365),
  -- Days before the first service the balance falls due.
  balance_days_before int not null check (balance_days_before between 0 and 365),
  -- OU default only: days a deposit may be overdue before the policy acts, and what it does.
  grace_days int check (grace_days between 0 and 365),
  overdue_action text check (overdue_action in ('FLAG', 'RELEASE')),
  id_user_create uuid,
  id_user_update uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (deposit_kind = 'AMOUNT' or deposit_value <= 100),
  check ((id_entity is null) = (grace_days is not null and overdue_action is not null))
);
create unique index payment_terms_entity_key on payment_terms (id_ou, id_entity) where id_entity is not null;
create unique index payment_terms_default_key on payment_terms (id_ou) where id_entity is null;
create index payment_terms_entity_idx on payment_terms (id_entity);

-- A confirmed reservation's schedule: the terms it was confirmed under, frozen, so a later change of terms does not
-- move dates the customer was given; the instalments are recomputed from them when the reservation's amount changes.
create table reservation_payment_schedule (
  id_reservation uuid primary key references reservation(id_reservation) on delete cascade,
  id_ou uuid not null references ou(id_ou),
  confirmed_on date not null,
  -- The terms row it came from, while that row exists (the values above are the record).
  id_payment_terms uuid references payment_terms(id_payment_terms) on delete set null,
  deposit_kind text not null check (deposit_kind in ('PERCENT', 'AMOUNT')),
  deposit_value numeric(14, 2) not null check (deposit_value >= 0),
  deposit_due_days int not null,
  balance_days_before int not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index reservation_payment_schedule_terms_idx on reservation_payment_schedule (id_payment_terms);

-- Instalments: what falls due when and how much of it is paid. paid_amount is the reservation's paid amount
-- (amount - pending_amount) laid over the instalments oldest due date first; a fully paid instalment keeps its amount
-- when the reservation's amount changes. Status (DUE, PAID, OVERDUE) is read from the due date and today.
create table reservation_instalment (
  id_reservation_instalment uuid primary key default gen_random_uuid(),
  id_ou uuid not null references ou(id_ou),
  id_reservation uuid not null references reservation_payment_schedule(id_reservation) on delete cascade,
  sequence int not null check (sequence >= 1),
  kind text not null check (kind in ('DEPOSIT', 'BALANCE')),
  due_date date not null,
  amount numeric(14, 2) not null check (amount > 0),
  paid_amount numeric(14, 2) not null default 0 check (paid_amount >= 0 and paid_amount <= amount),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id_reservation, sequence)
);
-- The due and overdue list: open instalments of the OU by due date.
create index reservation_instalment_open_idx on reservation_instalment (id_ou, due_date, id_reservation)
  where paid_amount < amount;

select audit_attach('payment_terms', 'paymentTerms');
select audit_attach('reservation_payment_schedule', 'paymentSchedule', 'reservation', 'id_reservation');
select audit_attach('reservation_instalment', 'reservationInstalment', 'reservation', 'id_reservation');

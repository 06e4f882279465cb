-- Daily cashier and exchange rates (issue 9). A cashier opens their day with a float per currency, payments land on
-- the open day (domain/dailyCashier.ts requireOpenDailyCashier), the close stores what was expected and counted per
-- payment type and currency. Accounting periods (year, month, day) are created when a day is first opened.

-- One row per OU and period: '2026' (YEAR), '2026-11' (MONTH), '2026-11-23' (DAY). A CLOSED period takes no new
-- cashier days.
create table accounting_period (
  id_accounting_period uuid primary key default gen_random_uuid(),
  id_ou uuid not null references ou(id_ou),
  period_type text not null check (period_type in ('YEAR', 'MONTH', 'DAY')),
  period_key text not null,
  status text not null default 'OPEN' check (status in ('OPEN', 'CLOSED')),
  id_user_create uuid,
  created_at timestamptz not null default now(),
  unique (id_ou, period_type, period_key),
  check (
    (period_type = 'YEAR' and period_key ~ '^\d{4}$')
    or (period_type = 'MONTH' and period_key ~ '^\d{4}-\d{2}$')
    or (period_type = 'DAY' and period_key ~ '^\d{4}-\d{2}-\d{2}$')
  )
);

-- One per cashier (user), OU and date. OPEN -> CLOSED by the close, CLOSED -> OPEN by a reopen with a reason.
create table daily_cashier (
  id_daily_cashier uuid primary key default gen_random_uuid(),
  id_ou uuid not null references ou(id_ou),
  id_user uuid not null references app_user(id_user),
  cashier_date date not null,
  id_accounting_period uuid not null references accounting_period(id_accounting_period),
  status text not null default 'OPEN' check (status in ('OPEN', 'CLOSED')),
  opened_at timestamptz not null default now(),
  closed_at timestamptz,
  reopened_count int not null default 0 check (reopened_count >= 0),
  reopen_reason text,
  close_note text,
  -- Bumped by every write; a screen saving an older version gets a CONFLICT.
  version int not null default 1,
  id_user_create uuid,
  id_user_update uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id_ou, id_user, cashier_date),
  check ((status = 'CLOSED') = (closed_at is not null))
);
create index daily_cashier_list_idx on daily_cashier (id_ou, cashier_date desc, id_daily_cashier);

-- The opening float: cash in the drawer per currency when the day starts.
create table daily_cashier_float (
  id_daily_cashier uuid not null references daily_cashier(id_daily_cashier) on delete cascade,
  id_currency uuid not null references general_parameter_value(id_general_parameter_value),
  opening_amount numeric(14, 2) not null check (opening_amount >= 0),
  primary key (id_daily_cashier, id_currency)
);

-- Written by the close (replaced by the next close after a reopen; the events keep each close's figures).
create table daily_cashier_count (
  id_daily_cashier uuid not null references daily_cashier(id_daily_cashier) on delete cascade,
  id_payment_type uuid not null references general_parameter_value(id_general_parameter_value),
  id_currency uuid not null references general_parameter_value(id_general_parameter_value),
  expected_amount numeric(14, 2) not null,
  counted_amount numeric(14, 2) not null check (counted_amount >= 0),
  -- counted - expected: negative is a shortage, positive an overage.
  variance numeric(14, 2) not null,
  primary key (id_daily_cashier, id_payment_type, id_currency),
  check (variance = counted_amount - expected_amount)
);

-- Append-only history of a day: who opened, updated, closed and reopened it and why (details: floats or counts).
create table daily_cashier_event (
  id_daily_cashier_event uuid primary key default gen_random_uuid(),
  id_daily_cashier uuid not null references daily_cashier(id_daily_cashier) on delete cascade,
  event text not null check (event in ('OPEN', 'UPDATE', 'CLOSE', 'REOPEN')),
  reason text,
  details jsonb,
  id_user uuid,
  at timestamptz not null default now()
);
create index daily_cashier_event_day_idx on daily_cashier_event (id_daily_cashier, at);

-- The day's rate per OU and currency pair: 1 unit of `from` buys `buy_rate` / sells for `sell_rate` units of `to`
-- (domain/exchangeRates.ts says which one a conversion uses).
create table exchange_rate (
  id_exchange_rate uuid primary key default gen_random_uuid(),
  id_ou uuid not null references ou(id_ou),
  rate_date date not null,
  id_currency_from uuid not null references general_parameter_value(id_general_parameter_value),
  id_currency_to uuid not null references general_parameter_value(id_general_parameter_value),
  buy_rate numeric(14, 6) not null check (buy_rate > 0),
  sell_rate numeric(14, 6) not null check (sell_rate > 0),
  version int not null default 1,
  id_user_create uuid,
  id_user_update uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id_ou, rate_date, id_currency_from, id_currency_to),
  check (id_currency_from <> id_currency_to),
  check (sell_rate >= buy_rate)
);
create index exchange_rate_list_idx on exchange_rate (id_ou, rate_date desc, id_exchange_rate);

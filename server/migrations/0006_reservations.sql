-- Reservations (issue 8): the reservation, its itinerary items (each holding inventory through inventory_hold), its
-- passengers, remarks, documents and the history of every change to items and passengers.

-- Codes are numbered per OU without gaps being a promise (a rolled-back insert may skip one); the counter row is
-- locked by the insert that takes a number.
create table reservation_counter (
  id_ou uuid primary key references ou(id_ou),
  last_number bigint not null default 0
);

-- Statuses (SPEC leaves them open): QUOTE -> CONFIRMED -> PARTIALLY_PAID / PAID (by payments), CANCELLED from
-- QUOTE or CONFIRMED. server/src/domain/reservationStatus.ts holds the transitions.
create table reservation (
  id_reservation uuid primary key default gen_random_uuid(),
  id_ou uuid not null references ou(id_ou),
  code text not null,
  file_number text,
  reservation_date date not null,
  id_entity uuid not null references entity(id_entity),
  passenger_count int not null check (passenger_count between 1 and 99),
  status text not null default 'QUOTE'
    check (status in ('QUOTE', 'CONFIRMED', 'PARTIALLY_PAID', 'PAID', 'CANCELLED')),
  id_currency uuid not null references general_parameter_value(id_general_parameter_value),
  -- The language of the itinerary and vouchers the customer receives.
  id_language uuid references language(id_language),
  amount numeric(14, 2) not null default 0,
  pending_amount numeric(14, 2) not null default 0,
  -- Bumped by every write; an editor saving an older version gets a CONFLICT instead of overwriting.
  version int not null default 1,
  -- Code, file number and customer name folded like product.search_text (kept by the reservation writers).
  search_text text not null default '',
  -- Passenger names and document numbers, folded, for the list search.
  passenger_search_text text not null default '',
  id_user_create uuid,
  id_user_update uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index reservation_code_key on reservation (id_ou, code);
create index reservation_list_idx on reservation (id_ou, reservation_date desc, id_reservation);
create index reservation_status_idx on reservation (id_ou, status, reservation_date desc);
create index reservation_entity_idx on reservation (id_entity);
create index reservation_search_trgm on reservation using gin (search_text gin_trgm_ops);
create index reservation_passenger_search_trgm on reservation using gin (passenger_search_text gin_trgm_ops);

-- Item statuses: PENDING -> CONFIRMED -> CANCELLED (PENDING -> CANCELLED too). A confirmed item holds its units.
create table reservation_item (
  id_reservation_item uuid primary key default gen_random_uuid(),
  id_reservation uuid not null references reservation(id_reservation) on delete cascade,
  item_number int not null,
  id_product_instance uuid not null references product_instance(id_product_instance),
  -- Set when the item came from a package (its parts are added together).
  id_package uuid references package(id_package),
  service_date date not null,
  -- Nights (consecutive days) the item uses; the hold covers service_date .. service_date + nights - 1.
  nights int not null default 1 check (nights >= 1),
  quantity int not null check (quantity >= 1),
  status text not null default 'PENDING' check (status in ('PENDING', 'CONFIRMED', 'CANCELLED')),
  id_rate_instance uuid references rate_instance(id_rate_instance),
  unit_price numeric(14, 2) not null,
  amount numeric(14, 2) not null,
  pending_amount numeric(14, 2) not null,
  price_overridden boolean not null default false,
  override_reason text,
  id_inventory_hold uuid references inventory_hold(id_inventory_hold),
  version int not null default 1,
  id_user_create uuid,
  id_user_update uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id_reservation, item_number)
);
create index reservation_item_instance_idx on reservation_item (id_product_instance, service_date);
create index reservation_item_rate_idx on reservation_item (id_rate_instance);
create index reservation_item_package_idx on reservation_item (id_package);

-- Passenger statuses: ACTIVE, WAITLISTED, CANCELLED; only ACTIVE ones count against passenger_count and appear on
-- itineraries and vouchers.
create table reservation_passenger (
  id_reservation_passenger uuid primary key default gen_random_uuid(),
  id_reservation uuid not null references reservation(id_reservation) on delete cascade,
  id_passenger_type uuid not null references general_parameter_value(id_general_parameter_value),
  first_name text not null,
  last_name text not null,
  id_document_type uuid not null references general_parameter_value(id_general_parameter_value),
  document_number text not null,
  id_citizenship uuid references country(id_country),
  id_gender uuid references general_parameter_value(id_general_parameter_value),
  birth_date date,
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'WAITLISTED', 'CANCELLED')),
  sort_order int not null default 0,
  version int not null default 1,
  id_user_create uuid,
  id_user_update uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index reservation_passenger_reservation_idx on reservation_passenger (id_reservation, sort_order);
create unique index reservation_passenger_document_key on reservation_passenger
  (id_reservation, id_document_type, upper(document_number)) where status <> 'CANCELLED';

create table reservation_remark (
  id_reservation_remark uuid primary key default gen_random_uuid(),
  id_reservation uuid not null references reservation(id_reservation) on delete cascade,
  text text not null,
  id_user_create uuid,
  created_at timestamptz not null default now()
);
create index reservation_remark_reservation_idx on reservation_remark (id_reservation, created_at desc);

-- Files attached to a reservation, kept in the database (size and type limited by the server).
create table reservation_document (
  id_reservation_document uuid primary key default gen_random_uuid(),
  id_reservation uuid not null references reservation(id_reservation) on delete cascade,
  file_name text not null,
  mime_type text not null,
  size_bytes int not null check (size_bytes > 0),
  content bytea not null,
  id_user_create uuid,
  created_at timestamptz not null default now()
);
create index reservation_document_reservation_idx on reservation_document (id_reservation, created_at desc);

-- Every change to an item or passenger keeps the row as it was before (snapshot) and after; revert restores
-- 'before' as a new change (history is never rewritten).
create table reservation_history (
  id_reservation_history uuid primary key default gen_random_uuid(),
  id_reservation uuid not null references reservation(id_reservation) on delete cascade,
  subject text not null check (subject in ('ITEM', 'PASSENGER')),
  id_subject uuid not null,
  operation text not null check (operation in ('CREATE', 'UPDATE', 'DELETE', 'STATUS', 'REVERT')),
  before jsonb,
  after jsonb,
  id_user_create uuid,
  created_at timestamptz not null default now()
);
create index reservation_history_subject_idx on reservation_history (id_subject, created_at desc);
create index reservation_history_reservation_idx on reservation_history (id_reservation, created_at desc);

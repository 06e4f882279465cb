-- Rates (issue 7): the dimensions rates are priced by (rate features and their values, rate subfeatures) and the
-- rate instances that price a product instance for a service period bought in a purchase period.

-- A pricing dimension (season, passenger type, occupancy, meal plan, ...) for one product type or for all.
create table rate_feature (
  id_rate_feature uuid primary key default gen_random_uuid(),
  id_ou uuid not null references ou(id_ou),
  code text not null,
  name text not null,
  short_name text not null,
  sort_order int not null default 0,
  -- RATE_FEATURE_TYPE: what kind of dimension it is (the rate search matches PASSENGER values to passengers).
  id_type_feature uuid not null references general_parameter_value(id_general_parameter_value),
  -- PRODUCT_TYPE the dimension applies to; null for every type.
  id_type_category_product uuid references general_parameter_value(id_general_parameter_value),
  id_user_create uuid,
  id_user_update uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index rate_feature_code_key on rate_feature (id_ou, upper(code));

-- A value of a dimension (High season, Adult, Double occupancy, ...).
create table rate_subfeature (
  id_rate_subfeature uuid primary key default gen_random_uuid(),
  id_ou uuid not null references ou(id_ou),
  code text not null,
  name text not null,
  short_name text not null,
  sort_order int not null default 0,
  -- typeSubfeature: the dimension (rate feature) this is a value of.
  id_rate_feature uuid not null references rate_feature(id_rate_feature),
  id_type_category_product uuid references general_parameter_value(id_general_parameter_value),
  -- typeSubfeatureItem: the catalog value it stands for (PASSENGER_TYPE ADULT for 'Adult'), when there is one.
  id_type_subfeature_item uuid references general_parameter_value(id_general_parameter_value),
  id_user_create uuid,
  id_user_update uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index rate_subfeature_code_key on rate_subfeature (id_ou, upper(code));
create index rate_subfeature_feature_idx on rate_subfeature (id_rate_feature);

create sequence rate_instance_number_seq;
-- RT-000123; numbers past 999,999 keep all their digits instead of being cut to six.
create function rate_code(n bigint) returns text language sql immutable as $$
  select 'RT-' || lpad(n::text, greatest(6, length(n::text)), '0')
$$;

-- What a product instance costs and sells for. Amounts are exact decimals computed by the one pricing function
-- (server/src/domain/pricing.ts) and stored as it answered, so what was quoted can be shown again.
create table rate_instance (
  id_rate_instance uuid primary key default gen_random_uuid(),
  id_ou uuid not null references ou(id_ou),
  code text not null default rate_code(nextval('rate_instance_number_seq')),
  id_product_instance uuid not null references product_instance(id_product_instance),
  -- null: every customer; otherwise that customer's own rate, which beats the general one.
  id_entity uuid references entity(id_entity),
  id_currency uuid not null references general_parameter_value(id_general_parameter_value),
  id_price_type uuid not null references general_parameter_value(id_general_parameter_value),
  service_from date not null,
  service_to date not null,
  purchase_from date not null,
  purchase_to date not null,
  enabled boolean not null default true,
  purchase_unit_price numeric(14, 2) not null check (purchase_unit_price >= 0),
  purchase_tax_percentage numeric(5, 2) not null default 0 check (purchase_tax_percentage between 0 and 100),
  purchase_tax_amount numeric(14, 2) not null,
  purchase_total numeric(14, 2) not null,
  profit_percentage numeric(7, 2),
  profit_amount numeric(14, 2),
  profit numeric(14, 2) not null,
  selling_tax_percentage numeric(5, 2) not null check (selling_tax_percentage > 0 and selling_tax_percentage <= 100),
  selling_unit_price numeric(14, 2) not null,
  selling_tax_amount numeric(14, 2) not null,
  selling_total numeric(14, 2) not null,
  -- The rate's feature values, sorted and joined: two rates overlap only when these are equal.
  feature_key text not null default '',
  id_user_create uuid,
  id_user_update uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (service_to >= service_from),
  check (purchase_to >= purchase_from),
  check ((profit_percentage is null) <> (profit_amount is null))
);
create unique index rate_instance_code_key on rate_instance (code);
-- The rate search: one instance, enabled, the service date inside the range.
create index rate_instance_search_idx on rate_instance (id_product_instance, service_from, service_to)
  where enabled;
-- The rates list: an instance's or a product's rates (enabled or not), and the whole OU's in the orders it offers.
create index rate_instance_instance_idx on rate_instance (id_product_instance, service_from);
create index rate_instance_ou_service_idx on rate_instance (id_ou, service_from);
create index rate_instance_ou_purchase_idx on rate_instance (id_ou, purchase_from);
create index rate_instance_ou_updated_idx on rate_instance (id_ou, updated_at);
create index rate_instance_ou_idx on rate_instance (id_ou, created_at desc);
create index rate_instance_entity_idx on rate_instance (id_entity) where id_entity is not null;

create table rate_instance_subfeature (
  id_rate_instance uuid not null references rate_instance(id_rate_instance) on delete cascade,
  id_rate_subfeature uuid not null references rate_subfeature(id_rate_subfeature),
  primary key (id_rate_instance, id_rate_subfeature)
);
create index rate_instance_subfeature_subfeature_idx on rate_instance_subfeature (id_rate_subfeature);

-- Products, packages, inventory and availability (issue 6). Everything here belongs to one OU: an OU sells its own
-- catalog. Types, units and the other pick lists are general parameter values.

-- Categories group products for search and availability (destination, theme, hotel class, ...).
create table product_category (
  id_product_category uuid primary key default gen_random_uuid(),
  id_ou uuid not null references ou(id_ou),
  name text not null,
  short_name text not null,
  id_category_type uuid not null references general_parameter_value(id_general_parameter_value),
  id_user_create uuid,
  id_user_update uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index product_category_name_key on product_category (id_ou, lower(name));

-- Features describe a product (amenities, inclusions, policies); subfeatures are the dimensions its sellable
-- variants differ by (room type, meal plan, service mode, language). Both carry items.
create table product_feature (
  id_product_feature uuid primary key default gen_random_uuid(),
  id_ou uuid not null references ou(id_ou),
  kind text not null check (kind in ('FEATURE', 'SUBFEATURE')),
  code text not null,
  name text not null,
  short_name text not null,
  id_feature_type uuid not null references general_parameter_value(id_general_parameter_value),
  id_user_create uuid,
  id_user_update uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index product_feature_code_key on product_feature (id_ou, kind, upper(code));

create table product_feature_item (
  id_product_feature_item uuid primary key default gen_random_uuid(),
  id_product_feature uuid not null references product_feature(id_product_feature) on delete cascade,
  code text not null,
  name text not null,
  short_name text not null,
  value text,
  id_item_type uuid not null references general_parameter_value(id_general_parameter_value),
  sort_order int not null default 0
);
create unique index product_feature_item_code_key on product_feature_item (id_product_feature, upper(code));

create table product (
  id_product uuid primary key default gen_random_uuid(),
  id_ou uuid not null references ou(id_ou),
  code text not null,
  name text not null,
  short_name text not null,
  id_product_type uuid not null references general_parameter_value(id_general_parameter_value),
  id_product_unit uuid not null references general_parameter_value(id_general_parameter_value),
  id_supplier uuid not null references entity(id_entity),
  has_inventory boolean not null default false,
  -- The tax authority's international product code (UN/SPSC for SUNAT's electronic invoices).
  tax_international_code text,
  -- The code operations (guides, drivers, hotels) know the service by.
  operational_code text,
  id_status text not null default 'ACTIVE' check (id_status in ('ACTIVE', 'INACTIVE')),
  -- Code, name and short name folded like entity.search_text, for one trigram search.
  search_text text generated always as (
    translate(lower(code || ' | ' || name || ' | ' || short_name),
      'áàâäãéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')
  ) stored,
  id_user_create uuid,
  id_user_update uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index product_code_key on product (id_ou, upper(code));
create index product_search_text_trgm on product using gin (search_text gin_trgm_ops);
create index product_ou_name_idx on product (id_ou, lower(name), id_product);
create index product_type_idx on product (id_ou, id_product_type);
create index product_supplier_idx on product (id_supplier);

create table product_category_link (
  id_product uuid not null references product(id_product) on delete cascade,
  id_product_category uuid not null references product_category(id_product_category),
  primary key (id_product, id_product_category)
);
create index product_category_link_category_idx on product_category_link (id_product_category, id_product);

create table product_feature_link (
  id_product uuid not null references product(id_product) on delete cascade,
  id_product_feature uuid not null references product_feature(id_product_feature),
  primary key (id_product, id_product_feature)
);
create index product_feature_link_feature_idx on product_feature_link (id_product_feature);

-- The subfeature items a product is offered in (e.g. SGL, DBL, TPL of 'Room type').
create table product_subfeature_item_link (
  id_product uuid not null references product(id_product) on delete cascade,
  id_product_feature_item uuid not null references product_feature_item(id_product_feature_item),
  primary key (id_product, id_product_feature_item)
);
create index product_subfeature_item_link_item_idx on product_subfeature_item_link (id_product_feature_item);

create table product_identification (
  id_product_identification uuid primary key default gen_random_uuid(),
  id_product uuid not null references product(id_product) on delete cascade,
  id_identification_type uuid not null references general_parameter_value(id_general_parameter_value),
  value text not null,
  sort_order int not null default 0
);
create unique index product_identification_key on product_identification (id_product, id_identification_type, upper(value));

-- A product's sellable variants; each keeps its own inventory when the product has inventory.
create table product_instance (
  id_product_instance uuid primary key default gen_random_uuid(),
  id_product uuid not null references product(id_product) on delete cascade,
  code text not null,
  name text not null,
  short_name text not null,
  id_status text not null default 'ACTIVE' check (id_status in ('ACTIVE', 'INACTIVE')),
  sort_order int not null default 0,
  id_user_create uuid,
  id_user_update uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index product_instance_code_key on product_instance (id_product, upper(code));

-- The subfeature items that describe an instance ('Double room' + 'Breakfast').
create table product_instance_item (
  id_product_instance uuid not null references product_instance(id_product_instance) on delete cascade,
  id_product_feature_item uuid not null references product_feature_item(id_product_feature_item),
  primary key (id_product_instance, id_product_feature_item)
);

-- The inventory ledger: rows are never changed or deleted; a mistake is corrected with an adjustment.
-- ADD_CAPACITY adds units (allotment), RELEASE gives units back to the supplier, BLOCK withholds units from sale,
-- ADJUSTMENT adds a signed correction.
create table inventory_transaction (
  id_inventory_transaction uuid primary key default gen_random_uuid(),
  id_product_instance uuid not null references product_instance(id_product_instance),
  date_from date not null,
  date_to date not null,
  transaction_type text not null check (transaction_type in ('ADD_CAPACITY', 'RELEASE', 'BLOCK', 'ADJUSTMENT')),
  quantity int not null,
  note text,
  id_user_create uuid,
  created_at timestamptz not null default now(),
  check (date_to >= date_from),
  check (quantity <> 0),
  check (transaction_type = 'ADJUSTMENT' or quantity > 0)
);
create index inventory_transaction_instance_idx on inventory_transaction (id_product_instance, created_at desc);

-- Sale status per date range; the latest period covering a day decides it, so a stop sale closes a range in one
-- action whatever was set before.
create table inventory_sale_period (
  id_inventory_sale_period uuid primary key default gen_random_uuid(),
  id_product_instance uuid not null references product_instance(id_product_instance),
  date_from date not null,
  date_to date not null,
  sale_status text not null check (sale_status in ('FREE_SALE', 'ON_REQUEST', 'STOP_SALE')),
  release_days int not null default 0 check (release_days between 0 and 365),
  id_user_create uuid,
  created_at timestamptz not null default now(),
  check (date_to >= date_from)
);
create index inventory_sale_period_instance_idx on inventory_sale_period (id_product_instance, created_at desc);

-- One row per instance and day that anything touched: the ledger and the sale periods folded into what a booking
-- needs, so availability reads a primary-key range instead of summing ranges. Written only by the inventory
-- functions (server/src/domain/inventory.ts), which lock the rows they change; held never exceeds capacity for a
-- product with inventory.
create table inventory_day (
  id_product_instance uuid not null references product_instance(id_product_instance),
  day date not null,
  capacity int not null default 0 check (capacity >= 0),
  held int not null default 0 check (held >= 0),
  sale_status text not null default 'FREE_SALE' check (sale_status in ('FREE_SALE', 'ON_REQUEST', 'STOP_SALE')),
  release_days int not null default 0,
  primary key (id_product_instance, day)
);

-- Units held for a booking (reservation items hold through this; hold_ref names the holder).
create table inventory_hold (
  id_inventory_hold uuid primary key default gen_random_uuid(),
  id_product_instance uuid not null references product_instance(id_product_instance),
  date_from date not null,
  date_to date not null,
  quantity int not null check (quantity > 0),
  hold_ref text not null,
  released_at timestamptz,
  id_user_create uuid,
  created_at timestamptz not null default now(),
  check (date_to >= date_from)
);
create index inventory_hold_instance_idx on inventory_hold (id_product_instance);
create index inventory_hold_ref_idx on inventory_hold (hold_ref);

-- Packages: a named bundle of product instances, each placed on a day of the trip.
create table package (
  id_package uuid primary key default gen_random_uuid(),
  id_ou uuid not null references ou(id_ou),
  code text not null,
  name text not null,
  short_name text not null,
  description text,
  duration_days int not null check (duration_days between 1 and 365),
  id_status text not null default 'ACTIVE' check (id_status in ('ACTIVE', 'INACTIVE')),
  search_text text generated always as (
    translate(lower(code || ' | ' || name || ' | ' || short_name),
      'áàâäãéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')
  ) stored,
  id_user_create uuid,
  id_user_update uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index package_code_key on package (id_ou, upper(code));
create index package_search_text_trgm on package using gin (search_text gin_trgm_ops);

-- day_offset 0 is the start date; nights is how many consecutive days the part uses (3 hotel nights, 1 tour).
create table package_item (
  id_package_item uuid primary key default gen_random_uuid(),
  id_package uuid not null references package(id_package) on delete cascade,
  id_product_instance uuid not null references product_instance(id_product_instance),
  day_offset int not null check (day_offset >= 0),
  nights int not null default 1 check (nights >= 1),
  quantity int not null default 1 check (quantity >= 1),
  sort_order int not null default 0
);
create index package_item_package_idx on package_item (id_package, sort_order);
create index package_item_instance_idx on package_item (id_product_instance);

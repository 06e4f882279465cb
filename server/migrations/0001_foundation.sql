-- Foundation: organizational units, entities, users, roles, permissions, sessions, auth tokens, catalogs.
create extension if not exists pg_trgm;

create table app_secret (
  name text primary key,
  value text not null
);

create table general_parameter (
  id_general_parameter uuid primary key default gen_random_uuid(),
  id_ou uuid,
  name text not null,
  short_name text not null,
  code text not null,
  id_parent uuid references general_parameter(id_general_parameter),
  id_user_create uuid,
  id_user_update uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index general_parameter_code_key on general_parameter (code);

create table general_parameter_value (
  id_general_parameter_value uuid primary key default gen_random_uuid(),
  id_general_parameter uuid not null references general_parameter(id_general_parameter) on delete cascade,
  name text not null,
  short_name text not null,
  code text not null,
  value text,
  sort_order int not null default 0,
  id_user_create uuid,
  id_user_update uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id_general_parameter, code)
);

create table entity (
  id_entity uuid primary key default gen_random_uuid(),
  name text not null,
  commercial_name text not null,
  id_status text not null default 'ACTIVE' check (id_status in ('ACTIVE', 'INACTIVE')),
  id_user_create uuid,
  id_user_update uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table ou (
  id_ou uuid primary key default gen_random_uuid(),
  code text not null,
  name text not null,
  short_name text not null,
  id_entity uuid not null references entity(id_entity),
  id_status text not null default 'ACTIVE' check (id_status in ('ACTIVE', 'INACTIVE')),
  id_user_create uuid,
  id_user_update uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index ou_code_key on ou (lower(code));

create table entity_ou (
  id_entity uuid not null references entity(id_entity) on delete cascade,
  id_ou uuid not null references ou(id_ou) on delete cascade,
  primary key (id_ou, id_entity)
);

create table country (
  id_country uuid primary key default gen_random_uuid(),
  name text not null,
  short_name text not null,
  code text not null unique,
  id_general_parameter_value uuid references general_parameter_value(id_general_parameter_value)
);

create table language (
  id_language uuid primary key default gen_random_uuid(),
  name text not null,
  short_name text not null,
  code text not null unique,
  id_general_parameter_value uuid references general_parameter_value(id_general_parameter_value)
);

create table app_user (
  id_user uuid primary key default gen_random_uuid(),
  id_entity uuid references entity(id_entity),
  id_ou uuid not null references ou(id_ou),
  id_user_oauth text,
  id_user_type text not null default 'STAFF',
  name text not null,
  short_name text not null default '',
  code text not null default '',
  user_name text not null,
  last_name text not null default '',
  email text not null,
  phone text,
  password_hash text,
  id_language uuid references language(id_language),
  utc_time text not null default 'UTC',
  id_status text not null default 'ACTIVE' check (id_status in ('ACTIVE', 'INACTIVE')),
  id_user_create uuid,
  id_user_update uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index app_user_email_key on app_user (lower(email));
create index app_user_ou_idx on app_user (id_ou);

create table role (
  id_role uuid primary key default gen_random_uuid(),
  code text not null,
  description text not null default '',
  id_user_create uuid,
  id_user_update uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index role_code_key on role (upper(code));

create table permission (
  id_permission uuid primary key default gen_random_uuid(),
  type text not null check (type in ('FRONT', 'BACK')),
  value text not null,
  module text not null default '',
  id_user_create uuid,
  id_user_update uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (type, value)
);

create table role_permission (
  id_role uuid not null references role(id_role) on delete cascade,
  id_permission uuid not null references permission(id_permission) on delete cascade,
  primary key (id_role, id_permission)
);
create index role_permission_permission_idx on role_permission (id_permission);

create table user_role (
  id_user uuid not null references app_user(id_user) on delete cascade,
  id_role uuid not null references role(id_role),
  primary key (id_user, id_role)
);
create index user_role_role_idx on user_role (id_role);

create table session (
  id_session uuid primary key default gen_random_uuid(),
  id_ou uuid not null references ou(id_ou),
  id_user uuid not null references app_user(id_user) on delete cascade,
  id_session_oauth text,
  date timestamptz not null default now(),
  ipv4 text,
  ipv6 text,
  macaddress text,
  client text,
  app text,
  id_status text not null default 'ACTIVE' check (id_status in ('ACTIVE', 'INACTIVE')),
  id_user_create uuid,
  id_user_update uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index session_user_idx on session (id_user, date desc);

-- Refresh tokens are stored hashed; a family is one sign-in, rotated on every refresh (RFC 9700 reuse detection).
create table refresh_token (
  id_refresh_token uuid primary key default gen_random_uuid(),
  id_family uuid not null,
  id_session uuid not null references session(id_session) on delete cascade,
  id_user uuid not null references app_user(id_user) on delete cascade,
  token_hash text not null unique,
  expires_at timestamptz not null,
  rotated_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index refresh_token_family_idx on refresh_token (id_family);

create table password_reset (
  token_hash text primary key,
  id_user uuid not null references app_user(id_user) on delete cascade,
  purpose text not null default 'RESET' check (purpose in ('RESET', 'ACTIVATE')),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

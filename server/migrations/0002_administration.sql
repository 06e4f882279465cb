-- Administration (issue 4): search indexes for the list screens and indexes behind the OU scoping, the foreign keys
-- and the session bookkeeping.

-- Case-insensitive "contains" search (ILIKE '%text%') on the list screens uses trigram indexes.
create index app_user_name_trgm on app_user using gin (name gin_trgm_ops);
create index app_user_email_trgm on app_user using gin (email gin_trgm_ops);
create index app_user_code_trgm on app_user using gin (code gin_trgm_ops);
create index entity_name_trgm on entity using gin (name gin_trgm_ops);
create index entity_commercial_name_trgm on entity using gin (commercial_name gin_trgm_ops);
create index ou_name_trgm on ou using gin (name gin_trgm_ops);
create index role_description_trgm on role using gin (description gin_trgm_ops);
create index permission_value_trgm on permission using gin (value gin_trgm_ops);

-- Sorted list screens.
create index app_user_ou_name_idx on app_user (id_ou, lower(name));
create index permission_module_idx on permission (module, type, value);

-- Entities of an OU are read through entity_ou (primary key id_ou, id_entity); the reverse direction is "which OUs
-- hold this entity" (getOuByEntityInput) and the foreign key to entity.
create index entity_ou_entity_idx on entity_ou (id_entity);
create index ou_entity_idx on ou (id_entity);
create index app_user_entity_idx on app_user (id_entity);

-- Deleting an OU checks the sessions that still name it; changeUserOu and user deactivation touch a user's open
-- sessions and live refresh tokens.
create index session_ou_idx on session (id_ou);
create index session_active_user_idx on session (id_user) where id_status = 'ACTIVE';
create index refresh_token_live_user_idx on refresh_token (id_user) where revoked_at is null;
create index password_reset_user_idx on password_reset (id_user);

-- The permission catalog entries (server/src/auth/permissionCatalog.ts) already applied to this database: an
-- operation added by a later release gets its permission and built-in grants once, at start; a catalog permission
-- an administrator deleted afterwards stays deleted.
create table permission_catalog_applied (
  type text not null,
  value text not null,
  applied_at timestamptz not null default now(),
  primary key (type, value)
);

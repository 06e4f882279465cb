-- Audit trail (issue 11, item 3): an append-only log of every change to a business record and of every sign-in,
-- failed sign-in and authorization denial. Row changes are written by one generic trigger (audit_row) that each
-- business table carries; sign-ins and denials are inserted by the server (server/src/audit/auditEvents.ts).
--
-- Who: the server sets tourdesk.user, tourdesk.session and tourdesk.ou with set_config(..., true) at the start of
-- every transaction it runs for a signed-in caller (server/src/audit/actorDatabase.ts); a write without them (demo
-- data, a self sign-up) is recorded with no user, i.e. by the system.

create table audit_log (
  id_audit_log bigint generated always as identity primary key,
  at timestamptz not null default now(),
  id_ou uuid,
  id_user uuid,
  id_session uuid,
  -- CREATE, UPDATE, STATUS (an update that moves status / id_status / enabled), DELETE; SIGN_IN, SIGN_IN_FAILED,
  -- DENIED for the events.
  operation text not null
    check (operation in ('CREATE', 'UPDATE', 'STATUS', 'DELETE', 'SIGN_IN', 'SIGN_IN_FAILED', 'DENIED')),
  -- The table's record type ('product', 'productInstance', ...) and its key (composite keys joined with ':').
  record_type text not null,
  record_id text,
  -- The record whose History panel shows the entry: the row itself, or its parent for child rows (an instance or a
  -- category link shows on its product).
  subject_type text not null,
  subject_id text,
  -- Only the changed fields: {"name": {"old": "A", "new": "B"}}; old is null on CREATE, new is null on DELETE.
  changes jsonb,
  -- Events: the attempted e-mail, the operation or path refused, the address.
  details jsonb
);
-- The History panel: one record's entries, newest first, paged by id.
create index audit_log_subject_idx on audit_log (subject_type, subject_id, id_audit_log desc);
create index audit_log_ou_at_idx on audit_log (id_ou, at desc);
create index audit_log_user_idx on audit_log (id_user, at desc);

-- The append-only rule holds for every role, superuser and owner included, on PGlite and PostgreSQL alike.
create function audit_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log is append-only: % is not allowed', tg_op using errcode = '42501';
end
$$;
create trigger audit_log_no_change before update or delete on audit_log
  for each row execute function audit_log_append_only();
create trigger audit_log_no_truncate before truncate on audit_log
  for each statement execute function audit_log_append_only();

-- PostgreSQL: no role gets UPDATE, DELETE or TRUNCATE on the log; the role that runs the migrations (the server's
-- role) drops its own as well — an owner may revoke its own privileges. A superuser keeps them by definition; the
-- trigger above stops it.
revoke update, delete, truncate on audit_log from public;
do $$
begin
  if not (select rolsuper from pg_roles where rolname = current_user) then
    execute format('revoke update, delete, truncate on audit_log from %I', current_user);
  end if;
end
$$;

-- Args: record type, key columns (comma-separated), subject type, subject column, columns never recorded.
create function audit_row() returns trigger language plpgsql as $$
declare
  old_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  new_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  any_row jsonb := coalesce(new_row, old_row);
  skipped text[] := string_to_array(tg_argv[4], ',');
  changes jsonb := '{}';
  field text;
  operation text;
  record_id text;
  subject_id text;
  ou uuid;
begin
  for field in select jsonb_object_keys(any_row) loop
    -- Secrets never reach the log whatever a later migration names a column: passwords, token hashes, card tokens.
    continue when field = any(skipped) or field ~ '(password|token|secret|ccv|cvv|card_number)';
    if tg_op = 'UPDATE' then
      continue when (old_row -> field) is not distinct from (new_row -> field);
    elsif (any_row -> field) = 'null'::jsonb then
      continue;
    end if;
    changes := changes || jsonb_build_object(field, jsonb_build_object('old', old_row -> field, 'new', new_row -> field));
  end loop;
  -- An update that changed only noise (updated_at, version) is no change.
  if tg_op = 'UPDATE' and changes = '{}'::jsonb then
    return null;
  end if;
  operation := case tg_op when 'INSERT' then 'CREATE' when 'DELETE' then 'DELETE'
    else case when changes ?| array['status', 'id_status', 'enabled'] then 'STATUS' else 'UPDATE' end end;
  select string_agg(any_row ->> key, ':' order by ordinality) into record_id
    from unnest(string_to_array(tg_argv[1], ',')) with ordinality as k(key, ordinality);
  subject_id := case when tg_argv[3] = '' then record_id else any_row ->> tg_argv[3] end;
  ou := coalesce((any_row ->> 'id_ou')::uuid, nullif(current_setting('tourdesk.ou', true), '')::uuid);
  insert into audit_log (id_ou, id_user, id_session, operation, record_type, record_id, subject_type, subject_id, changes)
  values (ou, nullif(current_setting('tourdesk.user', true), '')::uuid,
    nullif(current_setting('tourdesk.session', true), '')::uuid, operation, tg_argv[0], record_id,
    coalesce(nullif(tg_argv[2], ''), tg_argv[0]), subject_id, changes);
  return null;
end
$$;

-- Attaches (or re-attaches) the audit trigger to a table. Every migration that creates a business table calls it:
--   select audit_attach('advance', 'advance');
--   select audit_attach('advance_line', 'advanceLine', 'advance', 'id_advance');
-- A test fails when a table with id_ou (or a listed business table) has no audit trigger. Bookkeeping columns,
-- bytea contents and a single-column key are left out; `skip` adds more.
create function audit_attach(target regclass, record_type text, subject_type text default null,
  subject_column text default null, skip text[] default '{}') returns void language plpgsql as $$
declare
  keys text;
  skipped text[];
begin
  select string_agg(a.attname, ',' order by array_position(i.indkey::int2[], a.attnum)) into keys
    from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
    where i.indrelid = target and i.indisprimary;
  if keys is null then
    raise exception 'audit_attach: % has no primary key', target;
  end if;
  select array_agg(a.attname::text) into skipped from pg_attribute a
    where a.attrelid = target and a.attnum > 0 and not a.attisdropped
      and (a.atttypid = 'bytea'::regtype or a.attname in ('created_at', 'updated_at', 'version', 'search_text',
        'passenger_search_text', 'id_ous', 'id_user_create', 'id_user_update'));
  -- A single-column key is the entry's record_id already; a composite key (a link row) is its content.
  skipped := coalesce(skipped, '{}') || skip || case when keys like '%,%' then '{}'::text[] else array[keys] end;
  execute format('drop trigger if exists audit_row on %s', target);
  execute format('create trigger audit_row after insert or update or delete on %s for each row '
    'execute function audit_row(%L, %L, %L, %L, %L)', target, record_type, keys, coalesce(subject_type, ''),
    coalesce(subject_column, ''), array_to_string(skipped, ','));
end
$$;

-- Administration.
select audit_attach('ou', 'ou');
select audit_attach('entity', 'entity');
select audit_attach('entity_ou', 'entityOu', 'entity', 'id_entity');
select audit_attach('entity_address', 'entityAddress', 'entity', 'id_entity');
select audit_attach('entity_contact', 'entityContact', 'entity', 'id_entity');
select audit_attach('entity_info', 'entityInfo', 'entity', 'id_entity');
select audit_attach('app_user', 'user');
select audit_attach('user_role', 'userRole', 'user', 'id_user');
select audit_attach('role', 'role');
select audit_attach('role_permission', 'rolePermission', 'role', 'id_role');
select audit_attach('permission', 'permission');
select audit_attach('general_parameter', 'generalParameter');
select audit_attach('general_parameter_value', 'generalParameterValue', 'generalParameter', 'id_general_parameter');
-- Products, inventory, packages.
select audit_attach('product_category', 'productCategory');
select audit_attach('product_feature', 'productFeature');
select audit_attach('product_feature_item', 'productFeatureItem', 'productFeature', 'id_product_feature');
select audit_attach('product', 'product');
select audit_attach('product_category_link', 'productCategoryLink', 'product', 'id_product');
select audit_attach('product_feature_link', 'productFeatureLink', 'product', 'id_product');
select audit_attach('product_subfeature_item_link', 'productSubfeatureItemLink', 'product', 'id_product');
select audit_attach('product_identification', 'productIdentification', 'product', 'id_product');
select audit_attach('product_instance', 'productInstance', 'product', 'id_product');
select audit_attach('product_instance_item', 'productInstanceItem', 'productInstance', 'id_product_instance');
select audit_attach('inventory_transaction', 'inventoryTransaction', 'productInstance', 'id_product_instance');
select audit_attach('inventory_sale_period', 'inventorySalePeriod', 'productInstance', 'id_product_instance');
select audit_attach('package', 'package');
select audit_attach('package_item', 'packageItem', 'package', 'id_package');
-- Rates.
select audit_attach('rate_feature', 'rateFeature');
select audit_attach('rate_subfeature', 'rateSubfeature');
select audit_attach('rate_instance', 'rate');
select audit_attach('rate_instance_subfeature', 'rateSubfeatureLink', 'rate', 'id_rate_instance');
select audit_attach('rate_cancellation_tier', 'rateCancellationTier', 'rate', 'id_rate_instance');
-- Reservations.
select audit_attach('reservation', 'reservation');
select audit_attach('reservation_item', 'reservationItem', 'reservation', 'id_reservation');
select audit_attach('reservation_passenger', 'reservationPassenger', 'reservation', 'id_reservation');
select audit_attach('reservation_remark', 'reservationRemark', 'reservation', 'id_reservation');
select audit_attach('reservation_document', 'reservationDocument', 'reservation', 'id_reservation');
-- Cashier.
select audit_attach('accounting_period', 'accountingPeriod');
select audit_attach('daily_cashier', 'dailyCashier');
select audit_attach('daily_cashier_float', 'dailyCashierFloat', 'dailyCashier', 'id_daily_cashier');
select audit_attach('daily_cashier_count', 'dailyCashierCount', 'dailyCashier', 'id_daily_cashier');
select audit_attach('exchange_rate', 'exchangeRate');
select audit_attach('cashier_transaction', 'cashierTransaction');
select audit_attach('cashier_transaction_item', 'cashierTransactionItem', 'cashierTransaction', 'id_cashier_transaction');
select audit_attach('payment', 'payment', 'cashierTransaction', 'id_cashier_transaction');
select audit_attach('payment_allocation', 'paymentAllocation', 'payment', 'id_payment');
select audit_attach('fiscal_document', 'fiscalDocument', 'cashierTransaction', 'id_cashier_transaction');

-- Tables with id_ou created by migrations numbered before this one on other branches (advances, 0011) carry the
-- trigger too, filed under themselves; later migrations call audit_attach with their own record types.
do $$
declare
  t record;
begin
  for t in
    select c.oid::regclass as target, c.relname::text as name from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      join pg_attribute a on a.attrelid = c.oid and a.attname = 'id_ou' and not a.attisdropped
    where c.relkind = 'r' and c.relname not in ('session', 'reservation_counter', 'cashier_transaction_counter',
        'document_series_counter', 'idempotency_key', 'audit_log')
      and not exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'audit_row')
  loop
    -- advance_payment -> advancePayment
    perform audit_attach(t.target, lower(left(t.name, 1)) || substr(replace(initcap(replace(t.name, '_', ' ')), ' ', ''), 2));
  end loop;
end
$$;

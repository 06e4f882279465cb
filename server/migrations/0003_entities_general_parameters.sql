-- Entities (customers and suppliers) and general parameters (issue 5).

-- General parameters: a parameter with id_ou null is a catalog every OU shares (the seeded ones); any other belongs
-- to one OU. A code names one parameter among what an OU sees, so screens can ask for a catalog by its code.
drop index general_parameter_code_key;
create unique index general_parameter_shared_code_key on general_parameter (upper(code)) where id_ou is null;
create unique index general_parameter_ou_code_key on general_parameter (id_ou, upper(code)) where id_ou is not null;
alter table general_parameter add constraint general_parameter_ou_fkey foreign key (id_ou) references ou(id_ou);
create index general_parameter_parent_idx on general_parameter (id_parent);
create index general_parameter_name_trgm on general_parameter using gin (name gin_trgm_ops);

-- Value codes are unique within their parameter whatever their case ('usd' and 'USD' are the same currency).
alter table general_parameter_value drop constraint if exists general_parameter_value_id_general_parameter_code_key;
create unique index general_parameter_value_code_key on general_parameter_value (id_general_parameter, upper(code));

-- Entity: the basic and identification sections. Columns stay nullable because entities created before this
-- (an OU's own legal entity, a self-registered business) have none of them; the server requires them on every write.
alter table entity
  add column id_entity_type uuid references general_parameter_value(id_general_parameter_value),
  add column id_entity_role uuid references general_parameter_value(id_general_parameter_value),
  add column id_market uuid references general_parameter_value(id_general_parameter_value),
  add column id_channel uuid references general_parameter_value(id_general_parameter_value),
  add column id_sector uuid references general_parameter_value(id_general_parameter_value),
  add column id_business_type uuid references general_parameter_value(id_general_parameter_value),
  add column deferred_docs boolean not null default false,
  add column id_identity_document_type uuid references general_parameter_value(id_general_parameter_value),
  add column identity_document_number text,
  add column id_nationality uuid references country(id_country);

-- The entities list searches name and commercial name together, in lower case and without accents ("condor" finds
-- "Cóndor"), with LIKE '%text%' on a trigram index; the server folds the typed text the same way (foldSearchText).
-- Upper-case accented letters are listed too because lower() under the C locale only folds ASCII.
alter table entity add column search_text text generated always as (
  translate(lower(name || ' | ' || commercial_name),
    'áàâäãéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')
) stored;
create index entity_search_text_trgm on entity using gin (search_text gin_trgm_ops);

-- The OUs an entity is linked to, kept in step with entity_ou by the triggers below. A search first finds its
-- matches through the indexes and then keeps the caller's OU's with a containment test on the row itself, instead
-- of joining every match against the (OU, entity) links: at 100,000 entities that join is most of the time.
alter table entity add column id_ous uuid[] not null default '{}';
create index entity_id_ous_idx on entity using gin (id_ous);

create function entity_ou_sync() returns trigger language plpgsql as $$
begin
  update entity e set id_ous = array(select l.id_ou from entity_ou l where l.id_entity = e.id_entity order by l.id_ou)
  where e.id_entity in (select c.id_entity from changed c);
  return null;
end
$$;
create trigger entity_ou_sync_insert after insert on entity_ou referencing new table as changed
  for each statement execute function entity_ou_sync();
create trigger entity_ou_sync_delete after delete on entity_ou referencing old table as changed
  for each statement execute function entity_ou_sync();
create trigger entity_ou_sync_update after update on entity_ou referencing new table as changed
  for each statement execute function entity_ou_sync();
create trigger entity_ou_sync_update_old after update on entity_ou referencing old table as changed
  for each statement execute function entity_ou_sync();
update entity e set id_ous = array(select l.id_ou from entity_ou l where l.id_entity = e.id_entity order by l.id_ou);

-- Search by document number is a prefix match on the upper-cased number (text_pattern_ops serves LIKE 'ABC%' and
-- equality); the duplicate check looks a number up within its document type.
create index entity_document_number_prefix_idx on entity (upper(identity_document_number) text_pattern_ops);
create index entity_document_type_number_idx on entity (id_identity_document_type, upper(identity_document_number));
-- Sorted list pages: by name the list orders by search_text compared byte-wise (see searchEntityRows).
create index entity_search_sort_idx on entity ((search_text collate "C"), id_entity);
create index entity_commercial_name_sort_idx on entity (lower(commercial_name), id_entity);
-- The list filtered by role alone counts its rows from this index without visiting the table.
create index entity_role_idx on entity (id_entity_role) include (id_ous, id_status);

create table entity_address (
  id_entity_address uuid primary key default gen_random_uuid(),
  id_entity uuid not null references entity(id_entity) on delete cascade,
  id_address_type uuid not null references general_parameter_value(id_general_parameter_value),
  address text not null,
  state text,
  city text not null,
  id_country uuid not null references country(id_country),
  postal_code text,
  sort_order int not null default 0,
  id_user_create uuid,
  id_user_update uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index entity_address_entity_idx on entity_address (id_entity, sort_order);

create table entity_contact (
  id_entity_contact uuid primary key default gen_random_uuid(),
  id_entity uuid not null references entity(id_entity) on delete cascade,
  id_contact_type uuid not null references general_parameter_value(id_general_parameter_value),
  id_contact_purpose uuid references general_parameter_value(id_general_parameter_value),
  value text not null,
  sort_order int not null default 0,
  id_user_create uuid,
  id_user_update uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index entity_contact_entity_idx on entity_contact (id_entity, sort_order);

-- Entity info: the accounting accounts the entity is booked under. Each OU keeps its own books, so the info is per
-- entity and OU.
create table entity_info (
  id_entity uuid not null references entity(id_entity) on delete cascade,
  id_ou uuid not null references ou(id_ou) on delete cascade,
  checking_account text not null,
  paidout_checking_account text not null,
  id_user_create uuid,
  id_user_update uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (id_entity, id_ou)
);
create index entity_info_ou_idx on entity_info (id_ou);

import type { Viewer } from '../context.ts';
import type { Database, Queryable } from '../db/database.ts';
import { ENTITY_LIMITS, entityCodeProblems, entityProblems } from '../../../rules/entity.ts';
import type { RuleProblem } from '../../../rules/fields.ts';
import { IDENTITY_DOCUMENT_TEXT, type IdentityDocumentProblem } from '../../../rules/identityDocument.ts';
import { CATALOG, ENTITY_ROLE } from '../db/generalParameterData.ts';
import { notFound } from '../graphql/errors.ts';
import type {
  CreateEntityInput, EntityRoleFilter, EntitySearchInput, SearchInput, Status, UpdateEntityInput,
} from '../graphql/resolvers-types.ts';
import { FieldErrors, INVALID_EMAIL, containsPattern, isUuid, pageOf } from '../graphql/validation.ts';
import type { EntityAddressModel, EntityContactModel, EntityModel, EntityRecordModel } from '../models.ts';
import { checkCatalogRefs, invalidChoice } from './generalParameters.ts';
import { foldSearchText } from './searchText.ts';

/*
 * Entity maintenance: customers and suppliers of the caller's OU. An entity belongs to the OUs it is linked to
 * (entity_ou); every read and write here goes through the link to the caller's current OU. Identity documents are
 * unique per document type within an OU.
 */


export const DOCUMENT_TAKEN = 'An entity with this document number already exists';
export const DOCUMENT_CHARACTERS = 'Use letters, digits, spaces and - . / only';
const ACCOUNT_LENGTH = `Must be 1 to ${ENTITY_LIMITS.account} characters`;
const ADD_ADDRESS = 'Add at least one address';
const ADD_CONTACT = 'Add at least one contact';
export const INVALID_PHONE = 'Invalid phone number';


const ENTITY_RECORD_COLUMNS = `e.id_entity as "idEntity", e.name, e.commercial_name as "commercialName",
  e.id_status as "idStatus", e.id_entity_type as "idEntityType", e.id_entity_role as "idEntityRole",
  e.id_market as "idMarket", e.id_channel as "idChannel", e.id_sector as "idSector",
  e.id_business_type as "idBusinessType", e.deferred_docs as "deferredDocs",
  e.id_identity_document_type as "idIdentityDocumentType", e.identity_document_number as "identityDocumentNumber",
  e.id_nationality as "idNationality", e.to_complete as "toComplete", e.id_user_create as "idUserCreate", e.id_user_update as "idUserUpdate",
  e.created_at as "createdAt", e.updated_at as "updatedAt"`;

/** SQL condition: entity e is linked to the OU in the given parameter. */
const linkedTo = (param: string) =>
  `exists (select 1 from entity_ou l where l.id_entity = e.id_entity and l.id_ou = ${param})`;

/**
 * Sort expressions by column. Name order is search_text (name then commercial name, lower case, accents folded)
 * compared byte-wise: "Cóndor" sorts with "Condor", and a byte comparison costs a fraction of a locale-aware one.
 */
const ENTITY_SORTS = {
  name: 'e.search_text collate "C"', commercialName: 'lower(e.commercial_name)',
  identityDocumentNumber: 'upper(e.identity_document_number)', idStatus: 'e.id_status', createdAt: 'e.created_at',
  updatedAt: 'e.updated_at',
};

/** ENTITY_ROLE codes each filter matches: an entity that is both shows among customers and among suppliers. */
const ROLE_CODES: Record<EntityRoleFilter, string[]> = {
  CUSTOMER: [ENTITY_ROLE.customer, ENTITY_ROLE.both],
  SUPPLIER: [ENTITY_ROLE.supplier, ENTITY_ROLE.both],
  BOTH: [ENTITY_ROLE.both],
};

/**
 * The entities list query: a page of the OU's entities whose name or commercial name contains the text (any case,
 * any accents) or whose document number starts with it, optionally by role and status, with the total.
 *
 * With a text, the matches are collected first through the trigram and prefix indexes (a materialized CTE: left to
 * itself the planner may walk the name order hoping to meet 20 matches early, but matches of a name prefix sit
 * together in that order, so the walk reads most of the table first), kept to the caller's OU by the row's own OU
 * list (no join against the links), then counted and sorted in one pass; only the page's rows are read whole.
 */
export async function searchEntityRows(db: Queryable, idOu: string, input: EntitySearchInput) {
  const page = pageOf(input, ENTITY_SORTS, 'name');
  const sortKey = ENTITY_SORTS[(input.sortBy || 'name') as keyof typeof ENTITY_SORTS];
  const direction = input.sortDirection === 'DESC' ? 'desc' : 'asc';
  const params: unknown[] = [idOu];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const filters = ['e.id_ous @> array[$1::uuid]'];
  const text = page.text ? foldSearchText(page.text) : null;
  const matches = text
    ? `(e.search_text like ${param(containsPattern(text))}
        or upper(e.identity_document_number) like ${param(`${containsPattern(page.text!.toUpperCase()).slice(1)}`)})`
    : null;
  if (page.status) filters.push(`e.id_status = ${param(page.status)}`);
  if (input.role) {
    filters.push(`e.id_entity_role in (
      select v.id_general_parameter_value from general_parameter_value v join general_parameter g using (id_general_parameter)
      where upper(g.code) = '${CATALOG.entityRole}' and (g.id_ou is null or g.id_ou = $1)
        and upper(v.code) = any(${param(ROLE_CODES[input.role])}::text[]))`);
  }
  const where = filters.join(' and ');
  const filterParams = [...params];
  const paging = `offset ${param(page.skip)} limit ${param(page.take)}`;

  if (!matches) {
    // The whole OU: its links alone give the total (no need to visit every entity row).
    const total = filters.length === 1
      ? db.query<{ count: number }>('select count(*)::int as count from entity_ou where id_ou = $1', [idOu])
      : db.query<{ count: number }>(`select count(*)::int as count from entity e where ${where}`, filterParams);
    const [data, [{ count }]] = await Promise.all([
      db.query<EntityRecordModel>(
        `select ${ENTITY_RECORD_COLUMNS} from entity e where ${where} order by ${sortKey} ${direction}, e.id_entity ${paging}`,
        params,
      ),
      total,
    ]);
    return { data, count };
  }

  const hits = `with hits as materialized (
      select e.id_entity, e.id_ous, e.id_status, e.id_entity_role, ${sortKey} as sort_key from entity e where ${matches})`;
  const rows = await db.query<EntityRecordModel & { total: number }>(
    `select ${ENTITY_RECORD_COLUMNS}, p.total from (
       ${hits} select e.id_entity, e.sort_key, count(*) over () as total from hits e where ${where}
       order by e.sort_key ${direction}, e.id_entity ${paging}) p
     join entity e on e.id_entity = p.id_entity order by p.sort_key ${direction}, p.id_entity`,
    params,
  );
  // Past the last page no row carries the total: count separately.
  const count = rows.length
    ? Number(rows[0].total)
    : (await db.query<{ count: number }>(`${hits} select count(*)::int as count from hits e where ${where}`, filterParams))[0].count;
  const data = rows.map(({ total, ...row }) => {
    void total;
    return row;
  });
  return { data, count };
}

/** An entity of the OU, whole, or null. */
export async function findEntityRecord(db: Queryable, idOu: string, idEntity: string, lock = false) {
  if (!isUuid(idEntity)) return null;
  const [row] = await db.query<EntityRecordModel>(
    `select ${ENTITY_RECORD_COLUMNS} from entity e where e.id_entity = $1 and ${linkedTo('$2')}${lock ? ' for update of e' : ''}`,
    [idEntity, idOu],
  );
  return row ?? null;
}

interface AddressFields {
  id?: string;
  idAddressType?: string;
  address?: string;
  state: string | null;
  city?: string;
  idCountry?: string;
  postalCode: string | null;
}

interface ContactFields {
  id?: string;
  idContactType?: string;
  idContactPurpose: string | null;
  value?: string;
}

type EntityInput = CreateEntityInput | UpdateEntityInput;

/** The English texts of the entity codes whose general words say less (the old `fields` map). */
function entityEnglish(p: RuleProblem): string | undefined {
  if (p.code === 'TOO_FEW') return p.path === 'addresses' ? ADD_ADDRESS : ADD_CONTACT;
  if (p.code === 'TOO_MANY') return `At most ${p.params.max} ${p.path}`;
  if (p.code === 'LENGTH_RANGE') return ACCOUNT_LENGTH;
  if (p.code === 'DOCUMENT_CHARACTERS') return DOCUMENT_CHARACTERS;
  if (p.code === 'INVALID_PHONE') return INVALID_PHONE;
  if (p.code === 'INVALID_EMAIL') return INVALID_EMAIL;
  if (p.code === 'INVALID_DOCUMENT') return IDENTITY_DOCUMENT_TEXT[p.params.problem as IdentityDocumentProblem];
  return undefined;
}

/** The field rules of SPEC.md section 5 (rules/entity.ts, the form's own); nothing touches the database here. */
function readEntity(errors: FieldErrors, data: EntityInput) {
  errors.addProblems(entityProblems(data), entityEnglish);
  const trimmed = (value: string | null | undefined) => value?.trim() || undefined;
  return {
    name: trimmed(data.name),
    commercialName: trimmed(data.commercialName),
    idEntityType: trimmed(data.idEntityType),
    idEntityRole: trimmed(data.idEntityRole),
    idMarket: trimmed(data.idMarket),
    idChannel: trimmed(data.idChannel),
    idSector: trimmed(data.idSector),
    idBusinessType: trimmed(data.idBusinessType),
    deferredDocs: data.deferredDocs ?? false,
    idIdentityDocumentType: trimmed(data.idIdentityDocumentType),
    identityDocumentNumber: trimmed(data.identityDocumentNumber),
    idNationality: data.idNationality?.trim() || null,
    addresses: (data.addresses ?? []).map((a): AddressFields => ({
      id: trimmed(a.idEntityAddress),
      idAddressType: trimmed(a.idAddressType),
      address: trimmed(a.address),
      state: a.state?.trim() || null,
      city: trimmed(a.city),
      idCountry: trimmed(a.idCountry),
      postalCode: a.postalCode?.trim() || null,
    })),
    contacts: (data.contacts ?? []).map((c): ContactFields => ({
      id: trimmed(c.idEntityContact),
      idContactType: trimmed(c.idContactType),
      idContactPurpose: c.idContactPurpose?.trim() || null,
      value: trimmed(c.value),
    })),
    checkingAccount: trimmed(data.entityInfo?.checkingAccount),
    paidoutCheckingAccount: trimmed(data.entityInfo?.paidoutCheckingAccount),
  };
}

type EntityFields = ReturnType<typeof readEntity>;

/** What only the database can tell: catalog choices, countries, the rows an update names, duplicate documents. */
async function checkAgainstDatabase(tx: Queryable, viewer: Viewer, errors: FieldErrors, fields: EntityFields, idEntity?: string) {
  const found = await checkCatalogRefs(tx, viewer.idOu, errors, [
    { field: 'idEntityType', catalog: CATALOG.entityType, id: fields.idEntityType },
    { field: 'idEntityRole', catalog: CATALOG.entityRole, id: fields.idEntityRole },
    { field: 'idMarket', catalog: CATALOG.market, id: fields.idMarket },
    { field: 'idChannel', catalog: CATALOG.channel, id: fields.idChannel },
    { field: 'idSector', catalog: CATALOG.sector, id: fields.idSector },
    { field: 'idBusinessType', catalog: CATALOG.businessType, id: fields.idBusinessType },
    { field: 'idIdentityDocumentType', catalog: CATALOG.identityDocumentType, id: fields.idIdentityDocumentType },
    ...fields.addresses.map((a, i) => ({ field: `addresses.${i}.idAddressType`, catalog: CATALOG.addressType, id: a.idAddressType })),
    ...fields.contacts.flatMap((c, i) => [
      { field: `contacts.${i}.idContactType`, catalog: CATALOG.contactType, id: c.idContactType },
      { field: `contacts.${i}.idContactPurpose`, catalog: CATALOG.contactPurpose, id: c.idContactPurpose },
    ]),
  ]);

  const countryIds = [fields.idNationality, ...fields.addresses.map((a) => a.idCountry)].filter((id): id is string => Boolean(id));
  const wellFormed = countryIds.filter(isUuid);
  const countries = new Set(wellFormed.length
    ? (await tx.query<{ id: string }>('select id_country as id from country where id_country = any($1::uuid[])', [wellFormed])).map((r) => r.id)
    : []);
  if (fields.idNationality && !countries.has(fields.idNationality)) invalidChoice(errors, 'idNationality');
  fields.addresses.forEach((a, i) => {
    if (a.idCountry && !countries.has(a.idCountry)) invalidChoice(errors, `addresses.${i}.idCountry`);
  });

  // An update names existing addresses and contacts by id: they must be this entity's.
  const owned = async (table: 'entity_address' | 'entity_contact', column: string) => (idEntity
    ? new Set((await tx.query<{ id: string }>(`select ${column} as id from ${table} where id_entity = $1`, [idEntity])).map((r) => r.id))
    : new Set<string>());
  const addressIds = await owned('entity_address', 'id_entity_address');
  const contactIds = await owned('entity_contact', 'id_entity_contact');
  const seen = new Set<string>();
  fields.addresses.forEach((a, i) => {
    if (a.id && (!addressIds.has(a.id) || seen.has(a.id))) {
      errors.addCode(`addresses.${i}.idEntityAddress`, 'NOT_OWNED', {}, 'This address does not belong to the entity');
    }
    if (a.id) seen.add(a.id);
  });
  fields.contacts.forEach((c, i) => {
    if (c.id && (!contactIds.has(c.id) || seen.has(c.id))) {
      errors.addCode(`contacts.${i}.idEntityContact`, 'NOT_OWNED', {}, 'This contact does not belong to the entity');
    }
    if (c.id) seen.add(c.id);
  });

  // Each contact value fits its type, the number its document type (RUC check digit, DNI, ...): rules/entity.ts.
  const codeOf = (id: string) => found.get(id)?.code;
  errors.addProblems(entityCodeProblems(fields, codeOf, (path) => path in errors.fields), entityEnglish);

  if (fields.identityDocumentNumber && fields.idIdentityDocumentType && !errors.fields.identityDocumentNumber
    && !errors.fields.idIdentityDocumentType) {
    await checkDocumentUnique(tx, viewer, errors, fields.idIdentityDocumentType, fields.identityDocumentNumber, idEntity);
  }
}

/**
 * The document must be free in every OU the entity is (or will be) linked to. An advisory lock per OU, type and
 * number makes two simultaneous saves of the same document take turns, so the check cannot be raced.
 */
export async function checkDocumentUnique(
  tx: Queryable, viewer: Viewer, errors: FieldErrors, idType: string, number: string, idEntity?: string,
) {
  const ous = new Set([viewer.idOu]);
  if (idEntity) {
    for (const row of await tx.query<{ id: string }>('select id_ou as id from entity_ou where id_entity = $1', [idEntity])) ous.add(row.id);
  }
  for (const idOu of [...ous].sort()) {
    await tx.query('select pg_advisory_xact_lock(5, hashtext($1))', [`${idOu}|${idType}|${number.toUpperCase()}`]);
  }
  const [taken] = await tx.query(
    `select 1 from entity e join entity_ou l on l.id_entity = e.id_entity and l.id_ou = any($1::uuid[])
     where e.id_identity_document_type = $2 and upper(e.identity_document_number) = upper($3)
       and ($4::uuid is null or e.id_entity <> $4)
     limit 1`,
    [[...ous], idType, number, idEntity ?? null],
  );
  if (taken) errors.addCode('identityDocumentNumber', 'DUPLICATE', {}, DOCUMENT_TAKEN);
}

/** Writes the entity's own columns (insert when idEntity is undefined) and answers its id. */
async function writeEntity(tx: Queryable, viewer: Viewer, fields: EntityFields, idEntity?: string) {
  const columns = [fields.name, fields.commercialName, fields.idEntityType, fields.idEntityRole, fields.idMarket,
    fields.idChannel, fields.idSector, fields.idBusinessType, fields.deferredDocs, fields.idIdentityDocumentType,
    fields.identityDocumentNumber, fields.idNationality, viewer.idUser];
  if (!idEntity) {
    const [row] = await tx.query<{ id: string }>(
      `insert into entity (name, commercial_name, id_entity_type, id_entity_role, id_market, id_channel, id_sector,
         id_business_type, deferred_docs, id_identity_document_type, identity_document_number, id_nationality,
         id_user_create, id_user_update)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) returning id_entity as id`,
      columns,
    );
    await tx.query('insert into entity_ou (id_entity, id_ou) values ($1, $2)', [row.id, viewer.idOu]);
    return row.id;
  }
  await tx.query(
    `update entity set name = $1, commercial_name = $2, id_entity_type = $3, id_entity_role = $4, id_market = $5,
       id_channel = $6, id_sector = $7, id_business_type = $8, deferred_docs = $9, id_identity_document_type = $10,
       identity_document_number = $11, id_nationality = $12, id_user_update = $13, updated_at = now(),
       -- The full form requires every field: a quick customer saved through it is complete.
       to_complete = false
     where id_entity = $14`,
    [...columns, idEntity],
  );
  return idEntity;
}

/** Makes the entity's addresses, contacts and (for the caller's OU) accounts exactly what the form sent. */
async function writeChildren(tx: Queryable, viewer: Viewer, idEntity: string, fields: EntityFields) {
  const by = viewer.idUser;
  const keptAddresses = fields.addresses.filter((a) => a.id).map((a) => a.id!);
  await tx.query('delete from entity_address where id_entity = $1 and not (id_entity_address = any($2::uuid[]))', [idEntity, keptAddresses]);
  for (const [order, a] of fields.addresses.entries()) {
    const values = [a.idAddressType, a.address, a.state, a.city, a.idCountry, a.postalCode, order, by];
    if (a.id) {
      await tx.query(
        `update entity_address set id_address_type = $1, address = $2, state = $3, city = $4, id_country = $5,
           postal_code = $6, sort_order = $7, id_user_update = $8, updated_at = now()
         where id_entity_address = $9 and id_entity = $10`,
        [...values, a.id, idEntity],
      );
    } else {
      await tx.query(
        `insert into entity_address (id_address_type, address, state, city, id_country, postal_code, sort_order,
           id_user_create, id_user_update, id_entity)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9)`,
        [...values, idEntity],
      );
    }
  }
  const keptContacts = fields.contacts.filter((c) => c.id).map((c) => c.id!);
  await tx.query('delete from entity_contact where id_entity = $1 and not (id_entity_contact = any($2::uuid[]))', [idEntity, keptContacts]);
  for (const [order, c] of fields.contacts.entries()) {
    const values = [c.idContactType, c.idContactPurpose, c.value, order, by];
    if (c.id) {
      await tx.query(
        `update entity_contact set id_contact_type = $1, id_contact_purpose = $2, value = $3, sort_order = $4,
           id_user_update = $5, updated_at = now()
         where id_entity_contact = $6 and id_entity = $7`,
        [...values, c.id, idEntity],
      );
    } else {
      await tx.query(
        `insert into entity_contact (id_contact_type, id_contact_purpose, value, sort_order, id_user_create,
           id_user_update, id_entity)
         values ($1, $2, $3, $4, $5, $5, $6)`,
        [...values, idEntity],
      );
    }
  }
  await tx.query(
    `insert into entity_info (id_entity, id_ou, checking_account, paidout_checking_account, id_user_create, id_user_update)
     values ($1, $2, $3, $4, $5, $5)
     on conflict (id_entity, id_ou) do update set checking_account = excluded.checking_account,
       paidout_checking_account = excluded.paidout_checking_account, id_user_update = excluded.id_user_update,
       updated_at = now()`,
    [idEntity, viewer.idOu, fields.checkingAccount, fields.paidoutCheckingAccount, by],
  );
}

/** Reads, checks and writes one entity; answers it. Nothing is written unless every rule passes. */
export async function saveEntity(db: Database, viewer: Viewer, data: EntityInput, idEntity?: string) {
  const errors = new FieldErrors();
  const fields = readEntity(errors, data);
  if (idEntity !== undefined && !isUuid(idEntity)) throw notFound('Entity');
  // The database checks run even when a field rule already failed, so the form hears every problem at once.
  const id = await db.transaction(async (tx) => {
    if (idEntity !== undefined && !(await findEntityRecord(tx, viewer.idOu, idEntity, true))) throw notFound('Entity');
    await checkAgainstDatabase(tx, viewer, errors, fields, idEntity);
    errors.check();
    const saved = await writeEntity(tx, viewer, fields, idEntity);
    await writeChildren(tx, viewer, saved, fields);
    return saved;
  });
  return (await findEntityRecord(db, viewer.idOu, id))!;
}

/** Enables or disables an entity of the OU. */
export async function setEntityStatus(db: Queryable, viewer: Viewer, idEntity: string, idStatus: Status) {
  if (!isUuid(idEntity)) throw notFound('Entity');
  const rows = await db.query<{ id: string }>(
    `update entity e set id_status = $2, id_user_update = $3, updated_at = now()
     where e.id_entity = $1 and ${linkedTo('$4')} returning e.id_entity as id`,
    [idEntity, idStatus, viewer.idUser, viewer.idOu],
  );
  if (!rows.length) throw notFound('Entity');
  return (await findEntityRecord(db, viewer.idOu, idEntity))!;
}

export function entityAddresses(db: Queryable, idEntity: string) {
  return db.query<EntityAddressModel>(
    `select id_entity_address as "idEntityAddress", id_address_type as "idAddressType", address, state, city,
       id_country as "idCountry", postal_code as "postalCode"
     from entity_address where id_entity = $1 order by sort_order, created_at, id_entity_address`,
    [idEntity],
  );
}

export function entityContacts(db: Queryable, idEntity: string) {
  return db.query<EntityContactModel>(
    `select id_entity_contact as "idEntityContact", id_contact_type as "idContactType",
       id_contact_purpose as "idContactPurpose", value
     from entity_contact where id_entity = $1 order by sort_order, created_at, id_entity_contact`,
    [idEntity],
  );
}

/** The entity's accounts in the OU (entity_info is kept per OU), or null. */
export async function entityInfo(db: Queryable, idOu: string, idEntity: string) {
  const [info] = await db.query<{ checkingAccount: string; paidoutCheckingAccount: string }>(
    `select checking_account as "checkingAccount", paidout_checking_account as "paidoutCheckingAccount"
     from entity_info where id_entity = $1 and id_ou = $2`,
    [idEntity, idOu],
  );
  return info ?? null;
}

/** The full form's required fields, by form path, and the SQL that tells whether entity e (in OU $2) has each. */
const REQUIRED_FIELDS: readonly [string, string][] = [
  ['idEntityType', 'e.id_entity_type is not null'], ['idEntityRole', 'e.id_entity_role is not null'],
  ['idMarket', 'e.id_market is not null'], ['idChannel', 'e.id_channel is not null'],
  ['idSector', 'e.id_sector is not null'], ['idBusinessType', 'e.id_business_type is not null'],
  ['idIdentityDocumentType', 'e.id_identity_document_type is not null'],
  ['identityDocumentNumber', "coalesce(e.identity_document_number, '') <> ''"],
  ['addresses', 'exists (select 1 from entity_address a where a.id_entity = e.id_entity)'],
  ['contacts', 'exists (select 1 from entity_contact c where c.id_entity = e.id_entity)'],
  ['entityInfo.checkingAccount', "exists (select 1 from entity_info i where i.id_entity = e.id_entity and i.id_ou = $2 and coalesce(i.checking_account, '') <> '')"],
  ['entityInfo.paidoutCheckingAccount', "exists (select 1 from entity_info i where i.id_entity = e.id_entity and i.id_ou = $2 and coalesce(i.paidout_checking_account, '') <> '')"],
];

/** The full form's required fields the entity lacks in the OU (a quick customer's list of what to complete). */
export async function missingEntityFields(db: Queryable, idOu: string, idEntity: string): Promise<string[]> {
  const [row] = await db.query<Record<string, boolean>>(
    `select ${REQUIRED_FIELDS.map(([, has], i) => `${has} as f${i}`).join(', ')} from entity e where e.id_entity = $1`,
    [idEntity, idOu],
  );
  return row ? REQUIRED_FIELDS.filter((_, i) => !row[`f${i}`]).map(([path]) => path) : [];
}

/* ---------- the short entity other areas hand out ---------- */

const ENTITY_COLUMNS = `e.id_entity as "idEntity", e.name, e.commercial_name as "commercialName",
  e.id_status as "idStatus"`;

const SHORT_SORTS = {
  name: 'lower(e.name)', commercialName: 'lower(e.commercial_name)', idStatus: 'e.id_status', createdAt: 'e.created_at',
};

/** Entities linked to the OU, searched by legal or commercial name (the pickers of other areas). */
export async function searchEntities(db: Queryable, idOu: string, input: SearchInput) {
  const page = pageOf(input, SHORT_SORTS, 'name');
  const where = `${linkedTo('$1')}
    and ($2::text is null or e.name ilike $2 or e.commercial_name ilike $2)
    and ($3::text is null or e.id_status = $3)`;
  const params = [idOu, page.pattern, page.status];
  const [data, [{ count }]] = await Promise.all([
    db.query<EntityModel>(
      `select ${ENTITY_COLUMNS} from entity e where ${where} order by ${page.orderBy}, e.id_entity offset $4 limit $5`,
      [...params, page.skip, page.take],
    ),
    db.query<{ count: number }>(`select count(*)::int as count from entity e where ${where}`, params),
  ]);
  return { data, count };
}

/** Whole entity rows by id (the loader completing the short entities other areas hand out). */
export async function entityRecordsById(db: Queryable, ids: string[]) {
  const rows = await db.query<EntityRecordModel>(
    `select ${ENTITY_RECORD_COLUMNS} from entity e where e.id_entity = any($1::uuid[])`, [ids.filter(isUuid)],
  );
  return new Map(rows.map((row) => [row.idEntity, row]));
}

/** Entities by id (the request loaders' batched read). */
export async function entitiesById(db: Queryable, ids: string[]) {
  const rows = await db.query<EntityModel>(
    `select ${ENTITY_COLUMNS} from entity e where e.id_entity = any($1::uuid[])`, [ids.filter(isUuid)],
  );
  return new Map(rows.map((row) => [row.idEntity, row]));
}

export async function findEntity(db: Queryable, idEntity: string) {
  if (!isUuid(idEntity)) return null;
  const [entity] = await db.query<EntityModel>(`select ${ENTITY_COLUMNS} from entity e where e.id_entity = $1`, [idEntity]);
  return entity ?? null;
}

/** Whether the entity belongs to the OU (an entity_ou link, or the OU's own legal entity). */
export async function entityBelongsToOu(db: Queryable, idOu: string, idEntity: string): Promise<boolean> {
  if (!isUuid(idEntity)) return false;
  const rows = await db.query(
    `select 1 from entity_ou where id_ou = $1 and id_entity = $2
     union all select 1 from ou where id_ou = $1 and id_entity = $2 limit 1`,
    [idOu, idEntity],
  );
  return rows.length > 0;
}



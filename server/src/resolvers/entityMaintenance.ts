import type { GraphQLContext, Viewer } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { IDENTITY_DOCUMENT_TEXT, identityDocumentProblem } from '../../../rules/identityDocument.ts';
import { CATALOG, CONTACT_TYPE, ENTITY_ROLE } from '../db/generalParameterData.ts';
import { viewerOf } from '../graphql/authorization.ts';
import { notFound } from '../graphql/errors.ts';
import type {
  CreateEntityInput, EntityRoleFilter, EntitySearchInput, Resolvers, UpdateEntityInput,
} from '../graphql/resolvers-types.ts';
import { FieldErrors, REQUIRED, containsPattern, isEmail, isUuid, pageOf } from '../graphql/validation.ts';
import type { EntityAddressModel, EntityContactModel, EntityModel, EntityRecordModel } from '../models.ts';
import { batchLoader, perRequest } from './batch.ts';
import { INVALID_CHOICE, checkCatalogRefs, valueLoader } from './generalParameters.ts';

/*
 * Entity maintenance: customers and suppliers of the caller's OU. An entity belongs to the OUs it is linked to
 * (entity_ou); every read and write here goes through the link to the caller's current OU. Identity documents are
 * unique per document type within an OU.
 */

/** Longest text each field takes; the accounts are 1 to 15 characters (SPEC.md section 9). */
export const ENTITY_MAX = {
  name: 200, commercialName: 200, documentNumber: 20, address: 250, state: 100, city: 100, postalCode: 20,
  contactValue: 200, account: 15, addresses: 20, contacts: 30,
};

export const DOCUMENT_TAKEN = 'An entity with this document number already exists';
export const DOCUMENT_CHARACTERS = 'Use letters, digits, spaces and - . / only';
export const ACCOUNT_LENGTH = `Must be 1 to ${ENTITY_MAX.account} characters`;
export const ADD_ADDRESS = 'Add at least one address';
export const ADD_CONTACT = 'Add at least one contact';
export const INVALID_PHONE = 'Invalid phone number';

const DOCUMENT_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;
const PHONE = /^\+?[0-9 ()./-]{5,30}$/;

export const ENTITY_RECORD_COLUMNS = `e.id_entity as "idEntity", e.name, e.commercial_name as "commercialName",
  e.id_status as "idStatus", e.id_entity_type as "idEntityType", e.id_entity_role as "idEntityRole",
  e.id_market as "idMarket", e.id_channel as "idChannel", e.id_sector as "idSector",
  e.id_business_type as "idBusinessType", e.deferred_docs as "deferredDocs",
  e.id_identity_document_type as "idIdentityDocumentType", e.identity_document_number as "identityDocumentNumber",
  e.id_nationality as "idNationality", e.id_user_create as "idUserCreate", e.id_user_update as "idUserUpdate",
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

const FOLD_FROM = 'áàâäãéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ';
const FOLD_TO = 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc';

/** Lower case without accents, as entity.search_text is stored (migration 0003). */
export function foldSearchText(text: string) {
  return [...text.toLowerCase()].map((c) => {
    const at = FOLD_FROM.indexOf(c);
    return at < 0 ? c : FOLD_TO[at];
  }).join('');
}

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

interface CountryRow {
  idCountry: string;
  name: string;
  shortName: string;
  code: string;
  generalParameterValue: { idGeneralParameterValue: string; name: string } | null;
}

/** Per request: whole entity rows (for entities other areas hand out short) and countries, batched by id. */
const loaders = perRequest((context: GraphQLContext) => ({
  entity: batchLoader<string, EntityRecordModel>(async (ids) => {
    const rows = await context.db.query<EntityRecordModel>(
      `select ${ENTITY_RECORD_COLUMNS} from entity e where e.id_entity = any($1::uuid[])`, [ids.filter(isUuid)],
    );
    return new Map(rows.map((row) => [row.idEntity, row]));
  }),
  country: batchLoader<string, CountryRow>(async (ids) => {
    const rows = await context.db.query<CountryRow>(
      `select c.id_country as "idCountry", c.name, c.short_name as "shortName", c.code,
         case when v.id_general_parameter_value is null then null
              else json_build_object('idGeneralParameterValue', v.id_general_parameter_value, 'name', v.name) end
           as "generalParameterValue"
       from country c left join general_parameter_value v using (id_general_parameter_value)
       where c.id_country = any($1::uuid[])`,
      [ids.filter(isUuid)],
    );
    return new Map(rows.map((row) => [row.idCountry, row]));
  }),
}));

/** The whole row behind an Entity, loading it when another area handed out only the short one. */
async function record(entity: EntityModel, context: GraphQLContext): Promise<EntityRecordModel> {
  if ('deferredDocs' in entity) return entity as EntityRecordModel;
  const row = await loaders(context).entity.load(entity.idEntity);
  if (!row) throw notFound('Entity');
  return row;
}

const value = (context: GraphQLContext, id: string | null | undefined) => (id ? valueLoader(context).load(id) : null);
const country = (context: GraphQLContext, id: string | null | undefined) => (id ? loaders(context).country.load(id) : null);

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

/** The field rules of SPEC.md section 5 (required fields, lengths, formats); nothing touches the database here. */
function readEntity(errors: FieldErrors, data: EntityInput) {
  const required = { required: true } as const;
  const documentNumber = errors.text('identityDocumentNumber', data.identityDocumentNumber, {
    max: ENTITY_MAX.documentNumber, ...required,
  });
  if (documentNumber && !errors.fields.identityDocumentNumber && !DOCUMENT_NUMBER.test(documentNumber)) {
    errors.add('identityDocumentNumber', DOCUMENT_CHARACTERS);
  }
  const fields = {
    name: errors.text('name', data.name, { max: ENTITY_MAX.name, ...required }),
    commercialName: errors.text('commercialName', data.commercialName, { max: ENTITY_MAX.commercialName, ...required }),
    idEntityType: errors.id('idEntityType', data.idEntityType),
    idEntityRole: errors.id('idEntityRole', data.idEntityRole),
    idMarket: errors.id('idMarket', data.idMarket),
    idChannel: errors.id('idChannel', data.idChannel),
    idSector: errors.id('idSector', data.idSector),
    idBusinessType: errors.id('idBusinessType', data.idBusinessType),
    deferredDocs: data.deferredDocs ?? false,
    idIdentityDocumentType: errors.id('idIdentityDocumentType', data.idIdentityDocumentType),
    identityDocumentNumber: documentNumber,
    idNationality: data.idNationality?.trim() || null,
    addresses: [] as AddressFields[],
    contacts: [] as ContactFields[],
    checkingAccount: undefined as string | undefined,
    paidoutCheckingAccount: undefined as string | undefined,
  };

  if (!data.addresses?.length) errors.add('addresses', ADD_ADDRESS);
  else if (data.addresses.length > ENTITY_MAX.addresses) errors.add('addresses', `At most ${ENTITY_MAX.addresses} addresses`);
  fields.addresses = (data.addresses ?? []).map((a, i) => {
    const at = `addresses.${i}`;
    return {
      id: a.idEntityAddress?.trim() || undefined,
      idAddressType: errors.id(`${at}.idAddressType`, a.idAddressType),
      address: errors.text(`${at}.address`, a.address, { max: ENTITY_MAX.address, ...required }),
      state: errors.text(`${at}.state`, a.state, { max: ENTITY_MAX.state }) || null,
      city: errors.text(`${at}.city`, a.city, { max: ENTITY_MAX.city, ...required }),
      idCountry: errors.id(`${at}.idCountry`, a.idCountry),
      postalCode: errors.text(`${at}.postalCode`, a.postalCode, { max: ENTITY_MAX.postalCode }) || null,
    };
  });

  if (!data.contacts?.length) errors.add('contacts', ADD_CONTACT);
  else if (data.contacts.length > ENTITY_MAX.contacts) errors.add('contacts', `At most ${ENTITY_MAX.contacts} contacts`);
  fields.contacts = (data.contacts ?? []).map((c, i) => {
    const at = `contacts.${i}`;
    return {
      id: c.idEntityContact?.trim() || undefined,
      idContactType: errors.id(`${at}.idContactType`, c.idContactType),
      idContactPurpose: c.idContactPurpose?.trim() || null,
      value: errors.text(`${at}.value`, c.value, { max: ENTITY_MAX.contactValue, ...required }),
    };
  });

  // Entity info: both accounts 1 to 15 characters; blank is "required", longer is the length rule.
  const account = (field: 'checkingAccount' | 'paidoutCheckingAccount') => {
    const path = `entityInfo.${field}`;
    const text = data.entityInfo?.[field]?.trim();
    if (!text) errors.add(path, REQUIRED);
    else if (text.length > ENTITY_MAX.account) errors.add(path, ACCOUNT_LENGTH);
    return text;
  };
  fields.checkingAccount = account('checkingAccount');
  fields.paidoutCheckingAccount = account('paidoutCheckingAccount');
  return fields;
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

  // A contact's value must fit its type: an e-mail address, a phone number.
  fields.contacts.forEach((c, i) => {
    const path = `contacts.${i}.value`;
    const type = c.idContactType ? found.get(c.idContactType)?.code : undefined;
    if (!c.value || errors.fields[path] || errors.fields[`contacts.${i}.idContactType`]) return;
    if (type === CONTACT_TYPE.email && !isEmail(c.value)) errors.add(path, 'Invalid email address');
    const phoneTypes: string[] = [CONTACT_TYPE.phone, CONTACT_TYPE.mobile, CONTACT_TYPE.whatsapp];
    if (type && phoneTypes.includes(type) && !PHONE.test(c.value)) errors.add(path, INVALID_PHONE);
  });

  const countryIds = [fields.idNationality, ...fields.addresses.map((a) => a.idCountry)].filter((id): id is string => Boolean(id));
  const wellFormed = countryIds.filter(isUuid);
  const countries = new Set(wellFormed.length
    ? (await tx.query<{ id: string }>('select id_country as id from country where id_country = any($1::uuid[])', [wellFormed])).map((r) => r.id)
    : []);
  if (fields.idNationality && !countries.has(fields.idNationality)) errors.add('idNationality', INVALID_CHOICE);
  fields.addresses.forEach((a, i) => {
    if (a.idCountry && !countries.has(a.idCountry)) errors.add(`addresses.${i}.idCountry`, INVALID_CHOICE);
  });

  // An update names existing addresses and contacts by id: they must be this entity's.
  const owned = async (table: 'entity_address' | 'entity_contact', column: string) => (idEntity
    ? new Set((await tx.query<{ id: string }>(`select ${column} as id from ${table} where id_entity = $1`, [idEntity])).map((r) => r.id))
    : new Set<string>());
  const addressIds = await owned('entity_address', 'id_entity_address');
  const contactIds = await owned('entity_contact', 'id_entity_contact');
  const seen = new Set<string>();
  fields.addresses.forEach((a, i) => {
    if (a.id && (!addressIds.has(a.id) || seen.has(a.id))) errors.add(`addresses.${i}.idEntityAddress`, 'This address does not belong to the entity');
    if (a.id) seen.add(a.id);
  });
  fields.contacts.forEach((c, i) => {
    if (c.id && (!contactIds.has(c.id) || seen.has(c.id))) errors.add(`contacts.${i}.idEntityContact`, 'This contact does not belong to the entity');
    if (c.id) seen.add(c.id);
  });

  // The number must fit its type (RUC with SUNAT's check digit, DNI, passport, foreigner card): rules/identityDocument.ts.
  const documentType = fields.idIdentityDocumentType ? found.get(fields.idIdentityDocumentType)?.code : undefined;
  const documentProblem = fields.identityDocumentNumber && !errors.fields.identityDocumentNumber
    ? identityDocumentProblem(documentType?.toUpperCase(), fields.identityDocumentNumber) : null;
  if (documentProblem) errors.add('identityDocumentNumber', IDENTITY_DOCUMENT_TEXT[documentProblem]);

  if (fields.identityDocumentNumber && fields.idIdentityDocumentType && !errors.fields.identityDocumentNumber
    && !errors.fields.idIdentityDocumentType) {
    await checkDocumentUnique(tx, viewer, errors, fields.idIdentityDocumentType, fields.identityDocumentNumber, idEntity);
  }
}

/**
 * The document must be free in every OU the entity is (or will be) linked to. An advisory lock per OU, type and
 * number makes two simultaneous saves of the same document take turns, so the check cannot be raced.
 */
async function checkDocumentUnique(
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
  if (taken) errors.add('identityDocumentNumber', DOCUMENT_TAKEN);
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
       identity_document_number = $11, id_nationality = $12, id_user_update = $13, updated_at = now()
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

/** Reads, checks and writes one entity; answers its id. Nothing is written unless every rule passes. */
async function saveEntity(context: GraphQLContext, data: EntityInput, idEntity?: string) {
  const viewer = viewerOf(context);
  const errors = new FieldErrors();
  const fields = readEntity(errors, data);
  if (idEntity !== undefined && !isUuid(idEntity)) throw notFound('Entity');
  // The database checks run even when a field rule already failed, so the form hears every problem at once.
  return context.db.transaction(async (tx) => {
    if (idEntity !== undefined && !(await findEntityRecord(tx, viewer.idOu, idEntity, true))) throw notFound('Entity');
    await checkAgainstDatabase(tx, viewer, errors, fields, idEntity);
    errors.check();
    const id = await writeEntity(tx, viewer, fields, idEntity);
    await writeChildren(tx, viewer, id, fields);
    return id;
  });
}

export const entityMaintenanceResolvers: Resolvers = {
  Query: {
    searchEntityList: (_parent, { input }, context) => searchEntityRows(context.db, viewerOf(context).idOu, input),
    getEntityById: (_parent, { id }, context) => findEntityRecord(context.db, viewerOf(context).idOu, id),
  },
  Mutation: {
    createEntity: async (_parent, { data }, context) => {
      const id = await saveEntity(context, data);
      return (await findEntityRecord(context.db, viewerOf(context).idOu, id))!;
    },
    updateEntity: async (_parent, { data }, context) => {
      const id = await saveEntity(context, data, data.idEntity);
      return (await findEntityRecord(context.db, viewerOf(context).idOu, id))!;
    },
    setEntityStatus: async (_parent, { idEntity, idStatus }, context) => {
      const viewer = viewerOf(context);
      if (!isUuid(idEntity)) throw notFound('Entity');
      const rows = await context.db.query<{ id: string }>(
        `update entity e set id_status = $2, id_user_update = $3, updated_at = now()
         where e.id_entity = $1 and ${linkedTo('$4')} returning e.id_entity as id`,
        [idEntity, idStatus, viewer.idUser, viewer.idOu],
      );
      if (!rows.length) throw notFound('Entity');
      return (await findEntityRecord(context.db, viewer.idOu, idEntity))!;
    },
  },
  Entity: {
    idEntityType: async (e, _args, context) => (await record(e, context)).idEntityType,
    entityType: async (e, _args, context) => value(context, (await record(e, context)).idEntityType),
    idEntityRole: async (e, _args, context) => (await record(e, context)).idEntityRole,
    entityRole: async (e, _args, context) => value(context, (await record(e, context)).idEntityRole),
    idMarket: async (e, _args, context) => (await record(e, context)).idMarket,
    market: async (e, _args, context) => value(context, (await record(e, context)).idMarket),
    idChannel: async (e, _args, context) => (await record(e, context)).idChannel,
    channel: async (e, _args, context) => value(context, (await record(e, context)).idChannel),
    idSector: async (e, _args, context) => (await record(e, context)).idSector,
    sector: async (e, _args, context) => value(context, (await record(e, context)).idSector),
    idBusinessType: async (e, _args, context) => (await record(e, context)).idBusinessType,
    businessType: async (e, _args, context) => value(context, (await record(e, context)).idBusinessType),
    deferredDocs: async (e, _args, context) => (await record(e, context)).deferredDocs,
    idIdentityDocumentType: async (e, _args, context) => (await record(e, context)).idIdentityDocumentType,
    identityDocumentType: async (e, _args, context) => value(context, (await record(e, context)).idIdentityDocumentType),
    identityDocumentNumber: async (e, _args, context) => (await record(e, context)).identityDocumentNumber,
    idNationality: async (e, _args, context) => (await record(e, context)).idNationality,
    nationality: async (e, _args, context) => country(context, (await record(e, context)).idNationality),
    idUserCreate: async (e, _args, context) => (await record(e, context)).idUserCreate,
    idUserUpdate: async (e, _args, context) => (await record(e, context)).idUserUpdate,
    createdAt: async (e, _args, context) => (await record(e, context)).createdAt,
    updatedAt: async (e, _args, context) => (await record(e, context)).updatedAt,
    addresses: (e, _args, { db }) => db.query<EntityAddressModel>(
      `select id_entity_address as "idEntityAddress", id_address_type as "idAddressType", address, state, city,
         id_country as "idCountry", postal_code as "postalCode"
       from entity_address where id_entity = $1 order by sort_order, created_at, id_entity_address`,
      [e.idEntity],
    ),
    contacts: (e, _args, { db }) => db.query<EntityContactModel>(
      `select id_entity_contact as "idEntityContact", id_contact_type as "idContactType",
         id_contact_purpose as "idContactPurpose", value
       from entity_contact where id_entity = $1 order by sort_order, created_at, id_entity_contact`,
      [e.idEntity],
    ),
    entityInfo: async (e, _args, context) => {
      const [info] = await context.db.query<{ checkingAccount: string; paidoutCheckingAccount: string }>(
        `select checking_account as "checkingAccount", paidout_checking_account as "paidoutCheckingAccount"
         from entity_info where id_entity = $1 and id_ou = $2`,
        [e.idEntity, viewerOf(context).idOu],
      );
      return info ?? null;
    },
  },
  EntityAddress: {
    addressType: (a, _args, context) => value(context, a.idAddressType),
    country: (a, _args, context) => country(context, a.idCountry),
  },
  EntityContact: {
    contactType: (c, _args, context) => value(context, c.idContactType),
    contactPurpose: (c, _args, context) => value(context, c.idContactPurpose),
  },
};
